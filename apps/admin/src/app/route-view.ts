import { matchRoute, type RouteDef } from '@cermat/core';
import { paths } from '@/config/paths';
import { screenFor, Shell } from './screens';

/** Public screens a signed-in user sees inside the shell (the menu stays at hand). */
const IN_SHELL_WHEN_SIGNED_IN = new Set(['forbidden', 'not-found']);

/** What the console shows at a path: a route's screen, in the shell or not, or a move elsewhere. */
export type RouteView =
  { redirect: string } | { route: RouteDef; params: Record<string, string>; inShell: boolean };

/**
 * The complete route table of spec §2.1, matched by core; anything else is /404. Signed out,
 * every screen but the public ones is the sign-in (`here` is the way back).
 */
export function routeView(path: string, signedIn: boolean, here: string): RouteView {
  const match = matchRoute(path);
  if (!match) return { redirect: paths.notFound() };
  const { route, params } = match;
  if (!signedIn && route.kind !== 'public') return { redirect: paths.login(here) };
  const inShell = route.kind !== 'public' || (signedIn && IN_SHELL_WHEN_SIGNED_IN.has(route.name));
  return { route, params, inShell };
}

/**
 * Starts loading what a route ('/path?query') shows: its screen's code, and the shell's (with
 * the product texts) around it; where the route leads elsewhere, what is shown there.
 */
export function preloadRoute(to: string, signedIn: boolean): Promise<unknown> {
  const view = routeView(to.split('?')[0] ?? '/', signedIn, to);
  if ('redirect' in view) {
    return view.redirect === to ? Promise.resolve() : preloadRoute(view.redirect, signedIn);
  }
  return Promise.all([screenFor(view.route).preload(), view.inShell ? Shell.preload() : null]);
}
