import type { RouteDef } from '@cermat/core';
import type { ScreenProps } from './screen-props';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const login = lazy(() => import('./routes/auth/login'));
const notAvailable = lazy(() => import('./routes/not-available'));

const menuForm = lazy(() => import('./routes/menus/form'));
const pageForm = lazy(() => import('./routes/pages/form'));
const pohonProfesiForm = lazy(() => import('./routes/pohon-profesi/form'));

/** Menus, pages and render, professional tree, configuration (issue 7). */
const part2Screens: Record<string, Screen> = {
  'all-menu': lazy(() => import('./routes/menus/list')),
  'add-menu': menuForm,
  'edit-menu': menuForm,
  'ordering-menu': lazy(() => import('./routes/menus/ordering')),
  'role-menu': lazy(() => import('./routes/menus/role-menu')),
  'all-page': lazy(() => import('./routes/pages/list')),
  'add-page': pageForm,
  'edit-page': pageForm,
  render: lazy(() => import('./routes/render/render')),
  'pohon-profesi': lazy(() => import('./routes/pohon-profesi/list')),
  'add-pohon-profesi': pohonProfesiForm,
  'edit-pohon-profesi': pohonProfesiForm,
  konfigurasi: lazy(() => import('./routes/configuration/form')),
  audit: lazy(() => import('./routes/audit/list')),
};

/** Each route name's screen, loaded on demand; one chunk per screen. */
const screens: Record<string, Screen> = {
  login,
  'login-penilai': login,
  'login-peserta': login,
  'login-cermat': login,
  logout: lazy(() => import('./routes/auth/logout')),
  forbidden: lazy(() => import('./routes/errors/forbidden')),
  'not-found': lazy(() => import('./routes/errors/not-found')),
  dashboard: lazy(() => import('./routes/dashboard')),
  profile: lazy(() => import('./routes/profile')),
  'all-role': lazy(() => import('./routes/roles/list')),
  'add-role': lazy(() => import('./routes/roles/form')),
  'edit-role': lazy(() => import('./routes/roles/form')),
  'all-user': lazy(() => import('./routes/users/list')),
  'add-user': lazy(() => import('./routes/users/form')),
  'edit-user': lazy(() => import('./routes/users/form')),
  ...part2Screens,
};

/** The screen of a route; routes without their own screen yet say so honestly. */
export function screenFor(route: RouteDef): Screen {
  return screens[route.name] ?? notAvailable;
}
