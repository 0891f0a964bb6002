import type { RouteDef } from '@cermat/core';
import { loadTexts } from '@/lib/i18n';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { ShellProps } from './routes/shell';
import type { ScreenProps } from './screen-props';

type Screen = Preloadable<ScreenProps>;

/** The shell is a chunk of its own: /login never loads it. The product texts it needs come alongside. */
export const Shell = preloadable<ShellProps>(() =>
  Promise.all([import('./routes/shell'), loadTexts()]).then(([shell]) => shell),
);

const login = preloadable(() => import('./routes/auth/login'));
const notAvailable = preloadable(() => import('./routes/not-available'));

const roleForm = preloadable(() => import('./routes/roles/form'));
const userForm = preloadable(() => import('./routes/users/form'));
const menuForm = preloadable(() => import('./routes/menus/form'));
const pageForm = preloadable(() => import('./routes/pages/form'));
const pohonProfesiForm = preloadable(() => import('./routes/pohon-profesi/form'));

/** Menus, pages and render, professional tree, configuration (issue 7). */
const part2Screens: Record<string, Screen> = {
  'all-menu': preloadable(() => import('./routes/menus/list')),
  'add-menu': menuForm,
  'edit-menu': menuForm,
  'ordering-menu': preloadable(() => import('./routes/menus/ordering')),
  'role-menu': preloadable(() => import('./routes/menus/role-menu')),
  'all-page': preloadable(() => import('./routes/pages/list')),
  'add-page': pageForm,
  'edit-page': pageForm,
  render: preloadable(() => import('./routes/render/render')),
  'pohon-profesi': preloadable(() => import('./routes/pohon-profesi/list')),
  'add-pohon-profesi': pohonProfesiForm,
  'edit-pohon-profesi': pohonProfesiForm,
  konfigurasi: preloadable(() => import('./routes/configuration/form')),
  audit: preloadable(() => import('./routes/audit/list')),
};

/** Each route name's screen, loaded on demand (or ahead: hover, idle); one chunk per screen. */
const screens: Record<string, Screen> = {
  login,
  'login-penilai': login,
  'login-peserta': login,
  'login-cermat': login,
  logout: preloadable(() => import('./routes/auth/logout')),
  forbidden: preloadable(() => import('./routes/errors/forbidden')),
  'not-found': preloadable(() => import('./routes/errors/not-found')),
  dashboard: preloadable(() => import('./routes/dashboard')),
  profile: preloadable(() => import('./routes/profile')),
  'all-role': preloadable(() => import('./routes/roles/list')),
  'add-role': roleForm,
  'edit-role': roleForm,
  'all-user': preloadable(() => import('./routes/users/list')),
  'add-user': userForm,
  'edit-user': userForm,
  ...part2Screens,
};

/** The screen of a route; routes without their own screen yet say so honestly. */
export function screenFor(route: RouteDef): Screen {
  return screens[route.name] ?? notAvailable;
}
