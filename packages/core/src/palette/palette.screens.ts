import { LIST_KINDS, MASTERS, type ListKind } from '../constants';
import { guard, type GuardSession, type RouteRights } from '../routes/guard';
import { routes, type RouteDef } from '../routes/routes';

// Here, not in constants.ts: that file is on the sign-in page, and the palette never is.
/**
 * Delay after the last keystroke before the palette looks for records (ms): shorter than a
 * list's, since the palette is for jumping and its calls ask for a few rows only.
 */
export const PALETTE_SEARCH_MS = 250;
/** Records the palette shows of each master list, the closest names first. */
export const PALETTE_RECORDS_PER_LIST = 5;
/**
 * The longest query worth sending: no record's name is longer (the contract's `limits.name`),
 * so a longer one finds nothing, and the palette does not ask.
 */
export const PALETTE_QUERY_MAX = 100;

/**
 * A route one can jump to as it stands: a signed-in screen with no parameter to fill in, part
 * of this release (a module screen only says it is not available), and not the sign-out.
 */
const jumpable = (route: RouteDef) =>
  (route.kind === 'menu' || route.kind === 'authenticated') &&
  !route.module &&
  !route.path.includes(':') &&
  route.name !== 'logout';

/**
 * The screens the active role may open from the palette: each one the route guard lets through
 * on the rights the session holds (`rightsOf`, null for a menu the role does not hold). A
 * screen the guard would answer with /403 or its warning is never offered.
 */
export function openableScreens(
  session: GuardSession,
  rightsOf: (route: RouteDef) => RouteRights | null,
  table: readonly RouteDef[] = routes,
): RouteDef[] {
  return table.filter(
    (route) =>
      jumpable(route) &&
      guard(route, session, route.kind === 'menu' ? rightsOf(route) : null).outcome === 'allow',
  );
}

/**
 * The master lists whose records the role may open in their edit form: those whose add screen
 * is openable, since both ask for write. A record of any other searchable list opens as its
 * list, searched by its name.
 */
export function editableLists(openable: readonly RouteDef[]): ListKind[] {
  const names = new Set(openable.map((route) => route.name));
  return LIST_KINDS.filter((kind) => names.has(MASTERS[kind].routes.add));
}

/** The master lists whose records the palette may look for: those whose list screen is openable. */
export function searchableLists(openable: readonly RouteDef[]): ListKind[] {
  const names = new Set(openable.map((route) => route.name));
  return LIST_KINDS.filter((kind) => names.has(MASTERS[kind].routes.list));
}
