import { routes, type RouteDef } from './routes';

/** A route matched against a concrete path, with its parameters. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('?')[0]!.split('/').filter(Boolean);

const patterns = routes.map((route) => [route, segments(route.path)] as const);

/** A parameter as typed in the address, or null when its %-escapes are broken ('%', '%E0%A4'). */
function decodeParam(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Matches a concrete path's segments against one pattern's; its parameters or null. */
function matchPattern(
  want: readonly string[],
  have: readonly string[],
): Record<string, string> | null {
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i]!;
    if (part.startsWith(':')) {
      const decoded = decodeParam(value);
      if (decoded === null) return null;
      params[part.slice(1)] = decoded;
    } else if (part !== value) return null;
  }
  return params;
}

/** The first route (in table order) whose pattern matches the path, or undefined. */
export function matchRoute(path: string): RouteMatch | undefined {
  // The console matches on every render of its router and guard: the path is split once,
  // and each pattern once for good (the table has about 200 routes).
  const have = segments(path);
  for (const [route, want] of patterns) {
    const params = matchPattern(want, have);
    if (params) return { route, params };
  }
  return undefined;
}

const byName = new Map(routes.map((r) => [r.name, r]));

/** The route with this name, or undefined. */
export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** Builds the concrete path of a named route: pathFor('edit-role', { id: 7 }) → '/master/role/edit/7'. */
export function pathFor(name: string, params: Record<string, string | number> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.path.replace(/:(\w+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });
}
