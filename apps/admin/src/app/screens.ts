import { MASTERS, type ListKind, type RouteDef } from '@cermat/core';
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

/** A master's list and its add/edit form, under the route names its declaration gives. */
function master(kind: ListKind, list: Screen, form: Screen): Record<string, Screen> {
  const { routes } = MASTERS[kind];
  return { [routes.list]: list, [routes.add]: form, [routes.edit]: form };
}

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
  ...master(
    'roles',
    preloadable(() => import('./routes/roles/list')),
    preloadable(() => import('./routes/roles/form')),
  ),
  ...master(
    'users',
    preloadable(() => import('./routes/users/list')),
    preloadable(() => import('./routes/users/form')),
  ),
  ...master(
    'menus',
    preloadable(() => import('./routes/menus/list')),
    preloadable(() => import('./routes/menus/form')),
  ),
  'ordering-menu': preloadable(() => import('./routes/menus/ordering')),
  'role-menu': preloadable(() => import('./routes/menus/role-menu')),
  ...master(
    'pages',
    preloadable(() => import('./routes/pages/list')),
    preloadable(() => import('./routes/pages/form')),
  ),
  render: preloadable(() => import('./routes/render/render')),
  ...master(
    'pohonProfesi',
    preloadable(() => import('./routes/pohon-profesi/list')),
    preloadable(() => import('./routes/pohon-profesi/form')),
  ),
  ...master(
    'pelaksanaan',
    preloadable(() => import('./routes/pelaksanaan/list')),
    preloadable(() => import('./routes/pelaksanaan/form')),
  ),
  konfigurasi: preloadable(() => import('./routes/configuration/form')),
  audit: preloadable(() => import('./routes/audit/list')),
};

/** The screen of a route; routes without their own screen yet say so honestly. */
export function screenFor(route: RouteDef): Screen {
  return screens[route.name] ?? notAvailable;
}
