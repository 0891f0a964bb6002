import { pathFor } from '@cermat/core';

/** The query each list last showed (page, size, search, filter, sort), by the list's path. */
const listPlaces = new Map<string, string>();

/** Remembers what a list shows now, so Kembali and Simpan of its forms return there. */
export function rememberListPlace(path: string, query: string): void {
  listPlaces.set(path, query);
}

/** A list's link: its path with the query it last showed (issue #14). */
const listAt = (name: string) => (): string => {
  const path = pathFor(name);
  const query = listPlaces.get(path);
  return query ? `${path}?${query}` : path;
};

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
  roles: {
    list: listAt('all-role'),
    add: () => pathFor('add-role'),
    edit: (id: number | string) => pathFor('edit-role', { id }),
  },
  users: {
    list: listAt('all-user'),
    add: () => pathFor('add-user'),
    edit: (id: number | string) => pathFor('edit-user', { id }),
  },
  menus: {
    list: listAt('all-menu'),
    add: () => pathFor('add-menu'),
    edit: (id: number | string) => pathFor('edit-menu', { id }),
    ordering: () => pathFor('ordering-menu'),
    roleMenu: () => pathFor('role-menu'),
  },
  pages: {
    list: listAt('all-page'),
    add: () => pathFor('add-page'),
    edit: (id: number | string) => pathFor('edit-page', { id }),
    /** The page rendered by name (spec §2.10: /render?page={name}). */
    render: (name: string) => `${pathFor('render')}?page=${encodeURIComponent(name)}`,
  },
  pohonProfesi: {
    list: listAt('pohon-profesi'),
    add: () => pathFor('add-pohon-profesi'),
    edit: (id: number | string) => pathFor('edit-pohon-profesi', { id }),
  },
} as const;

/** Where a sign-in screen may send the user back to: only our own hash routes. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.startsWith('/login') ? null : value;
}
