import { pathFor } from '@cermat/core';

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
    list: () => pathFor('all-role'),
    add: () => pathFor('add-role'),
    edit: (id: number | string) => pathFor('edit-role', { id }),
  },
  users: {
    list: () => pathFor('all-user'),
    add: () => pathFor('add-user'),
    edit: (id: number | string) => pathFor('edit-user', { id }),
  },
  menus: {
    list: () => pathFor('all-menu'),
    add: () => pathFor('add-menu'),
    edit: (id: number | string) => pathFor('edit-menu', { id }),
    ordering: () => pathFor('ordering-menu'),
    roleMenu: () => pathFor('role-menu'),
  },
  pages: {
    list: () => pathFor('all-page'),
    add: () => pathFor('add-page'),
    edit: (id: number | string) => pathFor('edit-page', { id }),
    /** The page rendered by name (spec §2.10: /render?page={name}). */
    render: (name: string) => `${pathFor('render')}?page=${encodeURIComponent(name)}`,
  },
  pohonProfesi: {
    list: () => pathFor('pohon-profesi'),
    add: () => pathFor('add-pohon-profesi'),
    edit: (id: number | string) => pathFor('edit-pohon-profesi', { id }),
  },
} as const;

/** Where a sign-in screen may send the user back to: only our own hash routes. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.startsWith('/login') ? null : value;
}
