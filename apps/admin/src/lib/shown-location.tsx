import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { currentHashPath, navigate, useHashPath, useHashSearch } from './hash-location';
import { useProgress } from './progress';

/** The path and query the screens render. */
const ShownLocation = createContext<readonly [string, string]>(['/', '']);

/**
 * Lags the newest location while the next screen gets ready: a move renders in the background
 * and the screen on view stays until then, so no move shows a fallback (nor waits out React's
 * reveal throttle after one). Held here, once: the screens read it through wouter's hooks, and
 * only re-render when it moves, not also when the newest location does. The thin bar shows
 * while a move is under way.
 */
export function ShownLocationProvider({ children }: { children: ReactNode }) {
  const [newest] = useHashPath();
  const path = useDeferredValue(newest);
  const search = useDeferredValue(useHashSearch());
  useProgress(path !== newest);
  const shown = useMemo(() => [path, search] as const, [path, search]);
  return <ShownLocation.Provider value={shown}>{children}</ShownLocation.Provider>;
}

/** wouter's location hook: the shown path. */
export function useShownPath(): [string, typeof navigate] {
  return [useContext(ShownLocation)[0], navigate];
}

/** wouter's search hook: the shown query, without '?'. */
useShownPath.searchHook = (): string => useContext(ShownLocation)[1];
useShownPath.hrefs = (href: string): string => `#${href}`;

/** Whether the shown path is the newest: no move is under way that would replace it. */
export const isNewest = (path: string): boolean => path === currentHashPath();
