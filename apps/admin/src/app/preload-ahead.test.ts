import { useMockApi } from '@cermat/mocks/node';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progress } from '@/lib/progress';
import { clearSession, startSession } from '@/lib/session';
import { menuAccess, signInWith } from '@/testing/sign-in';
import { usePreloadAhead } from './preload-ahead';

const login = signInWith([
  menuAccess(1, 'Master', null),
  menuAccess(2, 'User', '/master/user'),
  menuAccess(3, 'Role', '/master/role'),
]);

describe('preloading ahead', () => {
  afterEach(() => {
    clearSession();
    progress.pending = 0;
  });

  it('loads the code of a link the user points at or focuses, once per link', () => {
    useMockApi({ pending: true });
    progress.pending = 1;
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => usePreloadAhead(preload));
    result.current('#/master/user?size=50');
    result.current('#/master/user?size=50');
    result.current('#main');
    result.current('https://example.org/');
    expect(preload.mock.calls).toEqual([['/master/user?size=50']]);
    result.current('#/master/role');
    expect(preload).toHaveBeenLastCalledWith('/master/role');
  });

  it('loads every side menu screen’s code once the screen on view has settled', async () => {
    useMockApi({ pending: true });
    startSession(login);
    progress.pending = 1;
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    // The idle moment it waits for comes from a timer: the test's clock, run to its end.
    vi.useFakeTimers();
    try {
      renderHook(() => usePreloadAhead(preload));
      await act(() => vi.runAllTimersAsync());
      // Still loading what the user waits for: nothing is fetched for later yet.
      expect(preload).not.toHaveBeenCalled();
      await act(async () => {
        progress.pending = 0;
        await vi.runAllTimersAsync();
      });
      expect(preload.mock.calls).toEqual([['/master/user'], ['/master/role'], ['/login']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
