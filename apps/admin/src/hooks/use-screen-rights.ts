import { createContext, useContext } from 'react';

/** The rights a screen was allowed with (read-only or write), when its route has a menu. */
export interface ScreenRights {
  isRead: boolean;
  isWrite: boolean;
}

/** The rights the route guard allowed the screen on view with; none outside a guarded screen. */
export const ScreenRightsContext = createContext<ScreenRights>({ isRead: false, isWrite: false });

/** Whether the screen on view may only read, or also write (its buttons follow). */
export const useScreenRights = (): ScreenRights => useContext(ScreenRightsContext);
