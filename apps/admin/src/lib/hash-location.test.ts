import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentHashRoute, navigate, useHashPath, useHashSearch } from './hash-location';

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
});
