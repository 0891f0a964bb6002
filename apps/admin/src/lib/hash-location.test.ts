import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  blockNavigation,
  currentHashRoute,
  navigate,
  proceed,
  useHashPath,
  useHashSearch,
  type NavigationRequest,
} from './hash-location';

describe('hash location', () => {
  it('keeps the query inside the hash and splits it from the path', () => {
    navigate('/master/role?page=2&status=DISABLE');
    expect(window.location.hash).toBe('#/master/role?page=2&status=DISABLE');
    expect(window.location.search).toBe('');
    const path = renderHook(() => useHashPath());
    const search = renderHook(() => useHashSearch());
    expect(path.result.current[0]).toBe('/master/role');
    expect(search.result.current).toBe('page=2&status=DISABLE');
  });

  it('drops the previous screen’s query when going elsewhere', () => {
    navigate('/master/role?page=2');
    const search = renderHook(() => useHashSearch());
    act(() => navigate('/master/user'));
    expect(search.result.current).toBe('');
    expect(currentHashRoute()).toBe('/master/user');
  });

  it('replaces the history entry when asked', () => {
    navigate('/a');
    const length = window.history.length;
    navigate('/b', { replace: true });
    expect(window.history.length).toBe(length);
    expect(currentHashRoute()).toBe('/b');
  });

  // jsdom delivers hashchange in a later task: wait for the one a change of ours causes,
  // after letting the setup's own resets go by.
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const browserMovesTo = async (hash: string) => {
    await settle();
    const changed = new Promise<void>((resolve) => {
      const onChange = (event: HashChangeEvent) => {
        if (!event.newURL.endsWith(hash)) return;
        window.removeEventListener('hashchange', onChange);
        resolve();
      };
      window.addEventListener('hashchange', onChange);
    });
    window.location.hash = hash;
    await act(() => changed);
  };

  it('lets a blocking screen refuse the browser’s own moves (back, forward, typed hash)', async () => {
    const path = renderHook(() => useHashPath());
    act(() => navigate('/master/role/tambah'));
    await settle();
    const asked: NavigationRequest[] = [];
    const unblock = blockNavigation((request) => {
      asked.push(request);
      return false;
    });
    await browserMovesTo('#/master/role?page=2');
    // A typed hash is a new entry: no measured move.
    expect(asked).toEqual([{ to: '/master/role?page=2', replace: false, moved: null }]);
    expect(currentHashRoute()).toBe('/master/role/tambah');
    expect(path.result.current[0]).toBe('/master/role/tambah');
    unblock();
  });

  it('undoes a refused back by going forward again, and goes back when agreed', async () => {
    const path = renderHook(() => useHashPath());
    await settle();
    act(() => navigate('/master/role?page=2'));
    act(() => navigate('/master/role/tambah'));
    const asked: NavigationRequest[] = [];
    const unblock = blockNavigation((request) => {
      asked.push(request);
      return false;
    });
    await act(async () => window.history.back());
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ to: '/master/role?page=2', replace: false, moved: -1 });
    await waitFor(() => expect(window.location.hash).toBe('#/master/role/tambah'));
    await settle();
    expect(path.result.current[0]).toBe('/master/role/tambah');
    unblock();
    await act(async () => proceed(asked[0]!));
    await waitFor(() => expect(path.result.current[0]).toBe('/master/role'));
    expect(currentHashRoute()).toBe('/master/role?page=2');
  });

  it('follows the browser’s own moves when nothing blocks', async () => {
    const path = renderHook(() => useHashPath());
    act(() => navigate('/master/role/tambah'));
    await browserMovesTo('#/master/user');
    expect(path.result.current[0]).toBe('/master/user');
  });
});
