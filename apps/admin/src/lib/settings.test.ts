import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedLook, settings, updateSettings, useLook } from './settings';

/** The system's colour preference as matchMedia answers it. */
function systemPrefers(scheme: 'light' | 'dark') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('the shell look', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    updateSettings({ theme: 'system', topbar: undefined });
  });

  it('shows an unchosen top bar in the colour of the theme, and a chosen one as chosen', () => {
    systemPrefers('dark');
    expect(renderHook(() => useLook()).result.current.topbar).toBe('dark');
    updateSettings({ theme: 'light' });
    expect(renderHook(() => useLook()).result.current.topbar).toBe('light');
    updateSettings({ theme: 'dark', topbar: 'light' });
    expect(renderHook(() => useLook()).result.current.topbar).toBe('light');
  });

  it('keeps of a panel change only what changed, so a top bar merely shown stays unchosen', () => {
    systemPrefers('dark');
    const shown = renderHook(() => useLook()).result.current;
    const patch = changedLook(shown, { ...shown, layout: 'horizontal' });
    expect(patch).toEqual({ layout: 'horizontal' });
    updateSettings(patch);
    expect(settings.topbar).toBeUndefined();
    expect(changedLook(shown, { ...shown, topbar: 'colored' })).toEqual({ topbar: 'colored' });
  });
});
