import { routeByName, type LoginData, type RouteDef } from '@cermat/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { clearSession, session, startSession } from '@/lib/session';
import { useRouteGuard, type RightsLoader } from './use-route-guard';

const route = (name: string) => routeByName(name) as RouteDef;
const roleMenu = {
  id_menu_master: 10,
  menu_master_nama: 'Role',
  menu_master_link_name: 'all-role',
  menu_master_link_path: '/master/role',
  menu_master_icon: null,
  menu_master_parent: 0,
  menu_master_urutan: 1,
  menu_master_type: 'MENU' as const,
  is_read: 1 as const,
  is_write: 0 as const,
};
const login: LoginData = {
  access_token: 'tok',
  expires_at: '2026-11-22T12:00:00+07:00',
  user: { id: 1, username: 'u', name: 'U', path_photo: null },
  roles: [{ id_role: 7, role_name: 'Reader', menu_access: [roleMenu] }],
  active_role_id: 7,
};
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
    expect(result.current).toBe('leaving');
  });

  it('opens a list the role may read and stores the rights for the screen', async () => {
    startSession(login);
    navigate('/master/role');
    const loader = rights(1, 0);
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() => expect(result.current).toBe('allowed'));
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
    await waitFor(() => expect(result.current).toBe('allowed'));
    // The side menu moved (menu version): the same route is checked again, still shown.
    session.filtered_name_menu = `${session.filtered_name_menu},Menu Baru`;
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(result.current).toBe('allowed');
    answer({ is_read: 1, is_write: 1, status_access: 1 });
    // Another route reusing the hook waits for its own answer.
    rerender({ r: route('all-user') });
    expect(result.current).toBe('checking');
  });

  it('still sends a user whose right was taken meanwhile away from the screen it keeps', async () => {
    startSession(login);
    navigate('/master/role');
    const loader: RightsLoader = vi
      .fn()
      .mockResolvedValueOnce({ is_read: 1, is_write: 1, status_access: 1 })
      .mockResolvedValue({ is_read: 0, is_write: 0, status_access: 0 });
    const { result } = renderHook(() => useRouteGuard(route('all-role'), loader));
    await waitFor(() => expect(result.current).toBe('allowed'));
    // An administrator took the role's read away; the menus moved, the check runs again.
    session.filtered_name_menu = `${session.filtered_name_menu},Menu Baru`;
    await waitFor(() => expect(result.current).toBe('leaving'));
    expect(currentHashRoute()).toBe('/403');
  });

  it('warns a reader who opens a write screen (then the dashboard follows)', async () => {
    startSession(login);
    navigate('/master/role/tambah');
    const loader = rights(1, 0);
    const { result } = renderHook(() => useRouteGuard(route('add-role'), loader));
    await waitFor(() => expect(result.current).toBe('warning'));
  });

  it('answers /403 when the server says the role may not read the menu', async () => {
    startSession(login);
    navigate('/master/role');
    const loader = rights(0, 0);
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
