import { LIST_KINDS, MASTERS, pathFor, type ListKind } from '@cermat/core';

/** The query each list last showed (page, size, search, filter, sort), by the list's path. */
const listPlaces = new Map<string, string>();

/** Remembers what a list shows now, so Kembali and Simpan of its forms return there. */
export function rememberListPlace(path: string, query: string): void {
  listPlaces.set(path, query);
}

/** A list's link: its path with the query it last showed. */
const listAt = (name: string) => (): string => {
  const path = pathFor(name);
  const query = listPlaces.get(path);
  return query ? `${path}?${query}` : path;
};

/** A master's list (where it last stood), add and edit links: its declaration's route names. */
function masterPaths(kind: ListKind) {
  const { routes } = MASTERS[kind];
  return {
    list: listAt(routes.list),
    add: () => pathFor(routes.add),
    edit: (id: number | string) => pathFor(routes.edit, { id }),
    /** The list from its first page, searched for a text (a record found by name elsewhere). */
    searched: (search: string) => `${pathFor(routes.list)}?search=${encodeURIComponent(search)}`,
  };
}

const masters = Object.fromEntries(LIST_KINDS.map((kind) => [kind, masterPaths(kind)])) as Record<
  ListKind,
  ReturnType<typeof masterPaths>
>;

/**
 * Every link of the console, by route name. Paths come from core's route table
 * (the single source of truth); this file only names the ones screens link to.
 */
export const paths = {
  dashboard: () => pathFor('dashboard'),
  login: (redirect?: string) =>
    redirect ? `${pathFor('login')}?redirect=${encodeURIComponent(redirect)}` : pathFor('login'),
  forbidden: () => pathFor('forbidden'),
  notFound: () => pathFor('not-found'),
  profile: () => pathFor('profile'),
  logout: () => pathFor('logout'),
  ...masters,
  menus: {
    ...masters.menus,
    ordering: () => pathFor('ordering-menu'),
    roleMenu: () => pathFor('role-menu'),
  },
  pages: {
    ...masters.pages,
    /** The page rendered by name (spec §2.10: /render?page={name}). */
    render: (name: string) => `${pathFor('render')}?page=${encodeURIComponent(name)}`,
  },
} as const;

/** Where a sign-in screen may send the user back to: only our own hash routes. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.startsWith('/login') ? null : value;
}
