import { routeByName, type RouteDef, type RouteRights } from '@cermat/core';
import { ApiError } from '@cermat/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { clearSession, session, startSession } from '@/lib/session';
import { menuAccess, signInWith } from '@/testing/sign-in';
import { useRouteGuard, type RightsLoader } from './use-route-guard';

const route = (name: string) => routeByName(name) as RouteDef;
const roleMenu = menuAccess(10, 'Role', '/master/role');
const login = signInWith([roleMenu]);
const rights = (is_read: 0 | 1, is_write: 0 | 1, status_access: 0 | 1 = 1): RightsLoader =>
  vi.fn(() => Promise.resolve({ is_read, is_write, status_access }));

describe('useRouteGuard', () => {
  afterEach(() => clearSession());

  it('sends a signed-out visitor to /login with the way back', async () => {
    navigate('/master/role?page=2');
    const loader = rights(1, 1);
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() =>
      expect(currentHashRoute()).toBe('/login?redirect=%2Fmaster%2Frole%3Fpage%3D2'),
    );
    expect(result.current.state).toBe('leaving');
  });

  it('opens a list the role may read and stores the rights for the screen', async () => {
    startSession(login);
    navigate('/master/role');
    const loader = rights(1, 0);
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() => expect(result.current.state).toBe('allowed'));
    expect(loader).toHaveBeenCalledWith(route('all-role'), 7);
    expect([session.isRead, session.isWrite]).toEqual([1, 0]);
  });

  it('keeps an allowed screen mounted while its rights are read again, not another route', async () => {
    startSession(login);
    navigate('/master/role');
    let answer: (value: { is_read: 1; is_write: 1; status_access: 1 }) => void = () => undefined;
    const loader: RightsLoader = vi
      .fn()
      .mockResolvedValueOnce({ is_read: 1, is_write: 1, status_access: 1 })
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result, rerender } = renderHook(({ r }) => useRouteGuard(r, loader), {
      initialProps: { r: route('all-role') },
    });
    await waitFor(() => expect(result.current.state).toBe('allowed'));
    // The side menu moved (menu version): the same route is checked again, still shown.
    session.filtered_name_menu = `${session.filtered_name_menu},Menu Baru`;
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(result.current.state).toBe('allowed');
    answer({ is_read: 1, is_write: 1, status_access: 1 });
    // Another route reusing the hook waits for its own answer.
    rerender({ r: route('all-user') });
    expect(result.current.state).toBe('checking');
  });

  it('still sends a user whose right was taken meanwhile away from the screen it keeps', async () => {
    startSession(login);
    navigate('/master/role');
    const loader: RightsLoader = vi
      .fn()
      .mockResolvedValueOnce({ is_read: 1, is_write: 1, status_access: 1 })
      .mockResolvedValue({ is_read: 0, is_write: 0, status_access: 0 });
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() => expect(result.current.state).toBe('allowed'));
    // An administrator took the role's read away; the menus moved, the check runs again.
    session.filtered_name_menu = `${session.filtered_name_menu},Menu Baru`;
    await waitFor(() => expect(result.current.state).toBe('leaving'));
    expect(currentHashRoute()).toBe('/403');
  });

  it('warns a reader who opens a write screen (then the dashboard follows)', async () => {
    startSession(login);
    navigate('/master/role/tambah');
    const loader = rights(1, 0);
    const { result } = renderHook(() => useRouteGuard(route('add-role'), loader));
    await waitFor(() => expect(result.current.state).toBe('warning'));
  });

  it('answers /403 when the server says the role may not read the menu', async () => {
    startSession(login);
    navigate('/master/role');
    const loader = rights(0, 0);
    renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() => expect(currentHashRoute()).toBe('/403'));
  });

  it('starts a screen the session’s rights allow at once, before the server answers', () => {
    startSession(login);
    navigate('/master/role');
    const loader: RightsLoader = vi.fn(() => new Promise<never>(() => undefined));
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    // The first render already shows the screen, read-only as the role's menu access says.
    expect(result.current).toMatchObject({
      state: 'allowed',
      rights: { isRead: true, isWrite: false },
    });
    expect(loader).toHaveBeenCalledWith(route('all-role'), 7);
  });

  it('sends to /403 a screen the held rights allowed when the server says no', async () => {
    startSession(login);
    navigate('/master/role');
    const loader = rights(0, 0, 0);
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    expect(result.current.state).toBe('allowed');
    await waitFor(() => expect(currentHashRoute()).toBe('/403'));
    expect(result.current.state).toBe('leaving');
  });

  it('follows the server’s rights when they differ from the held ones (write taken)', async () => {
    const writer = menuAccess(10, 'Role', '/master/role', { write: 1 });
    startSession(signInWith([writer]));
    navigate('/master/role');
    const { result } = renderHook(() => useRouteGuard(route('all-role'), rights(1, 0)));
    expect(result.current.rights).toEqual({ isRead: true, isWrite: true });
    await waitFor(() => expect(result.current.rights).toEqual({ isRead: true, isWrite: false }));
    expect([session.isRead, session.isWrite]).toEqual([1, 0]);
  });

  it('starts the next visit with the rights the server last gave, until the menus are read anew', async () => {
    const writer = menuAccess(10, 'Role', '/master/role', { write: 1 });
    startSession(signInWith([writer]));
    navigate('/master/role');
    const first = renderHook(() => useRouteGuard(route('all-role'), rights(1, 0)));
    await waitFor(() => expect(first.result.current.rights?.isWrite).toBe(false));
    first.unmount();
    const pending: RightsLoader = vi.fn(() => new Promise<never>(() => undefined));
    const again = renderHook(() => useRouteGuard(route('all-role'), pending));
    expect(again.result.current.rights).toEqual({ isRead: true, isWrite: false });
    again.unmount();
    // Signing in again (or a role switch, or a menu change) reads the rights anew.
    startSession(signInWith([writer]));
    const fresh = renderHook(() => useRouteGuard(route('all-role'), pending));
    expect(fresh.result.current.rights).toEqual({ isRead: true, isWrite: true });
  });

  it('waits for the server where the held rights do not allow (a reader’s write screen)', () => {
    startSession(login);
    navigate('/master/role/tambah');
    const loader: RightsLoader = vi.fn(() => new Promise<never>(() => undefined));
    const { result } = renderHook(() => useRouteGuard(route('add-role'), loader));
    expect(result.current.state).toBe('checking');
  });

  it('decides nothing for a screen the user already left while its answer was on the way', async () => {
    startSession(login);
    navigate('/master/role');
    let answer: (value: { is_read: 0; is_write: 0; status_access: 0 }) => void = () => undefined;
    const loader: RightsLoader = vi.fn(
      () => new Promise<RouteRights>((resolve) => (answer = resolve)),
    );
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    // The next screen is getting ready; this one is still on view when its answer comes.
    navigate('/');
    // The answer and everything it sets off (act waits for both).
    await act(async () => answer({ is_read: 0, is_write: 0, status_access: 0 }));
    expect(currentHashRoute()).toBe('/');
    expect(result.current.state).toBe('allowed');
  });

  it('says the rights could not be read (a 500, no network) instead of denying, and asks again', async () => {
    startSession(login);
    for (const [status, kind] of [
      [500, 'server'],
      [null, 'network'],
    ] as const) {
      // A write screen the held read-only rights do not open: it waits for the server
      // (the rights the first round learnt are forgotten, as a menu change does).
      session.rights = {};
      navigate('/master/role/tambah');
      const failed = new ApiError({
        kind,
        status,
        message: `gagal ${kind}`,
        entry: 'auth.getHakAkses',
      });
      const loader: RightsLoader = vi
        .fn()
        .mockRejectedValueOnce(failed)
        .mockResolvedValue({ is_read: 1, is_write: 1, status_access: 1 });
      const { result, unmount } = renderHook(() => useRouteGuard(route('add-role'), loader));
      await waitFor(() => expect(result.current.state).toBe('failed'));
      expect(result.current.failure).toBe(`gagal ${kind}`);
      expect(currentHashRoute()).toBe('/master/role/tambah');
      act(() => result.current.retry());
      await waitFor(() => expect(result.current.state).toBe('allowed'));
      expect(loader).toHaveBeenCalledTimes(2);
      unmount();
    }
  });

  it('keeps a screen the held rights opened when the check fails (its own calls say so)', async () => {
    startSession(login);
    navigate('/master/role');
    const failed = new ApiError({ kind: 'server', status: 500, message: 'x', entry: 'e' });
    const refusal = Promise.reject(failed);
    refusal.catch(() => undefined);
    const loader: RightsLoader = vi.fn(() => refusal);
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    expect(result.current.state).toBe('allowed');
    await waitFor(() => expect(loader).toHaveBeenCalled());
    // The refusal and everything it sets off, settled (act waits for both).
    await act(() => refusal.catch(() => undefined));
    expect(result.current.state).toBe('allowed');
    expect(currentHashRoute()).toBe('/master/role');
  });

  it('still denies when the rights call itself is refused (403)', async () => {
    startSession(login);
    navigate('/master/role');
    const refused = new ApiError({
      kind: 'server',
      status: 403,
      message: 'x',
      entry: 'auth.getHakAkses',
    });
    const loader: RightsLoader = vi.fn().mockRejectedValue(refused);
    renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() => expect(currentHashRoute()).toBe('/403'));
  });

  it('answers /403 for a menu the role does not hold, whatever the server says', async () => {
    startSession(login);
    navigate('/master/user');
    const loader = rights(1, 1);
    renderHook(() => useRouteGuard(route('all-user'), loader));
    await waitFor(() => expect(currentHashRoute()).toBe('/403'));
  });
});
