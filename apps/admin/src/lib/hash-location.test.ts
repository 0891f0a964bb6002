import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  blockNavigation,
  currentHashRoute,
  navigate,
  useHashPath,
  useHashSearch,
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
    const asked: string[] = [];
    const unblock = blockNavigation((to) => {
      asked.push(to);
      return false;
    });
    await browserMovesTo('#/master/role?page=2');
    expect(asked).toEqual(['/master/role?page=2']);
    expect(currentHashRoute()).toBe('/master/role/tambah');
    expect(path.result.current[0]).toBe('/master/role/tambah');
    unblock();
  });

  it('follows the browser’s own moves when nothing blocks', async () => {
    const path = renderHook(() => useHashPath());
    act(() => navigate('/master/role/tambah'));
    await browserMovesTo('#/master/user');
    expect(path.result.current[0]).toBe('/master/user');
  });
});
