import type { RouteDef } from '@cermat/core';

/** What every screen receives from the router (its own file: screens.ts loads the screens). */
export interface ScreenProps {
  route: RouteDef;
  params: Record<string, string>;
}
