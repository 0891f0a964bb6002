import { createContext, Fragment, useCallback, useContext, useState, type ReactNode } from 'react';

/**
 * Loads the screen on view again (a restore changed its record behind the form). Outside a
 * guarded screen (a story) the whole page reloads.
 */
const ScreenReloadContext = createContext<() => void>(() => window.location.reload());

/** The screen's `reload`: reading the record again, as opening the screen does. */
export const useScreenReload = (): (() => void) => useContext(ScreenReloadContext);

/**
 * Holds a screen that can be loaded again in place: `reload` mounts it anew (its machines
 * start over and read the record again) without reloading the console.
 */
export function ReloadableScreen({ children }: { children: ReactNode }) {
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);
  return (
    <ScreenReloadContext.Provider value={reload}>
      <Fragment key={loads}>{children}</Fragment>
    </ScreenReloadContext.Provider>
  );
}
