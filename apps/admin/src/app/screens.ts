import { LIST_KINDS, MASTERS, type ListKind, type RouteDef } from '@cermat/core';
import { loadTexts } from '@/lib/i18n';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { ShellProps } from './routes/shell';
import type { ScreenProps } from '@/types/screen-props';

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
  // Public, outside the shell, so it brings the product texts it reads itself.
  'set-password': preloadable(() =>
    Promise.all([
      import('@/features/set-password/components/set-password-screen'),
      loadTexts(),
    ]).then(([screen]) => screen),
  ),
  forbidden: preloadable(() => import('./routes/errors/forbidden')),
  'not-found': preloadable(() => import('./routes/errors/not-found')),
  dashboard: preloadable(() => import('./routes/dashboard')),
  profile: preloadable(() => import('@/features/profile/components/profile-form')),
  ...master(
    'roles',
    preloadable(() => import('@/features/roles/components/role-list')),
    preloadable(() => import('@/features/roles/components/role-form')),
  ),
  ...master(
    'users',
    preloadable(() => import('@/features/users/components/user-list')),
    preloadable(() => import('@/features/users/components/user-form')),
  ),
  ...master(
    'menus',
    preloadable(() => import('@/features/menus/components/menu-list')),
    preloadable(() => import('@/features/menus/components/menu-form')),
  ),
  'ordering-menu': preloadable(() => import('@/features/menus/components/menu-ordering')),
  'role-menu': preloadable(() => import('@/features/menus/components/role-menu')),
  ...master(
    'pages',
    preloadable(() => import('@/features/pages/components/page-list')),
    preloadable(() => import('@/features/pages/components/page-form')),
  ),
  render: preloadable(() => import('@/features/render/components/render-page')),
  ...master(
    'pelaksanaan',
    preloadable(() => import('@/features/pelaksanaan/components/pelaksanaan-list')),
    preloadable(() => import('@/features/pelaksanaan/components/pelaksanaan-form')),
  ),
  konfigurasi: preloadable(() => import('@/features/configuration/components/configuration-form')),
  audit: preloadable(() => import('@/features/audit/components/audit-list')),
};

// A master with no screens of its own above (a plain master, PLAIN_MASTERS) has the
// generic list and form, made from its declaration.
const plainList = preloadable(() => import('@/features/plain/components/plain-list'));
const plainForm = preloadable(() => import('@/features/plain/components/plain-form'));
const plainScreens: Record<string, Screen> = Object.assign(
  {},
  ...LIST_KINDS.map((kind) => master(kind, plainList, plainForm)),
);

/** The screen of a route; routes without their own screen yet say so honestly. */
export function screenFor(route: RouteDef): Screen {
  return screens[route.name] ?? plainScreens[route.name] ?? notAvailable;
}
