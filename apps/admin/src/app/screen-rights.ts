import { createContext, useContext } from 'react';
import type { ScreenRights } from './use-route-guard';

/** The rights the route guard allowed the screen on view with; none outside a guarded screen. */
export const ScreenRightsContext = createContext<ScreenRights>({ isRead: false, isWrite: false });

/** Whether the screen on view may only read, or also write (its buttons follow). */
export const useScreenRights = (): ScreenRights => useContext(ScreenRightsContext);
