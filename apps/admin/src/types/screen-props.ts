import type { RouteDef } from '@cermat/core';

/** What every screen receives from the router (a screen file default-exports a component taking these; screens.ts loads it). */
export interface ScreenProps {
  route: RouteDef;
  params: Record<string, string>;
}
