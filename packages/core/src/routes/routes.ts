import type { Messages } from '../i18n';
import { MASTERS, MENU_LINK, type ListKind } from '../constants';
import { menuAncestorLabels, menuByLinkName } from './menus';

/**
 * A product text named by its place in the locale (`['role', 'addTitle']`): the table holds
 * no text itself, so it costs /login nothing and shows in the user's language.
 */
type TextRef = {
  [S in keyof Messages]: readonly [S, keyof Messages[S] & string];
}[keyof Messages];

/** One step of a breadcrumb: a menu's own label (spec data) or a product text. */
export type Crumb = string | TextRef;

/**
 * A screen not in this release that no menu names: its name in words, from the locale's
 * `moduleNames` by route name (a test holds every such route to having one).
 */
const named = (name: string) => ['moduleNames', name] as Crumb;

/** A crumb as the user reads it, in the texts given. */
export const crumbText = (crumb: Crumb, texts: Messages): string =>
  typeof crumb === 'string' ? crumb : (texts[crumb[0]] as Record<string, string>)[crumb[1]]!;

/** Who may open a route: anyone, any signed-in user, a role with rights on its menu, a participant. */
type RouteKind = 'public' | 'authenticated' | 'menu' | 'participant';

/** One screen of spec §2.1. */
export interface RouteDef {
  /** Unique route name (the spec's where it gives one: all-role, edit-role, ...). */
  name: string;
  /** wouter path pattern, parameters as `:name`. */
  path: string;
  kind: RouteKind;
  /** Link name of the menu that owns the route (kind 'menu'; also 'dashboard' for /). */
  menu?: string;
  /** The owning menu's label: rights and filtered_name_menu are keyed by it. */
  label?: string;
  /** True when opening the route needs is_write on its menu (tambah, edit, ordering, ...). */
  write: boolean;
  /** Breadcrumb trail shown above the screen. */
  breadcrumb: readonly Crumb[];
  /** True for screens that are not part of this release (one honest "not available" screen). */
  module: boolean;
}

interface Options {
  write?: boolean;
  crumb?: Crumb;
  module?: boolean;
}

const open = (kind: 'public' | 'participant' | 'authenticated') =>
  function (name: string, path: string, options: Options = {}): RouteDef {
    return {
      name,
      path,
      kind,
      write: false,
      breadcrumb: options.crumb ? [options.crumb] : options.module ? [named(name)] : [],
      module: options.module ?? false,
    };
  };
const pub = open('public');
const participant = (name: string, path: string) =>
  open('participant')(name, path, { module: true });
const signedIn = open('authenticated');

/** A menu-checked route owned by `menu`; the path defaults to the menu's own link path. */
function owned(menu: string, options: Options & { name?: string; path?: string } = {}): RouteDef {
  const item = menuByLinkName(menu);
  if (!item) throw new Error(`route owner ${menu} is not a menu`);
  const crumbs = [...menuAncestorLabels(menu), item.label];
  return {
    name: options.name ?? menu,
    path: options.path ?? item.path,
    kind: 'menu',
    menu,
    label: item.label,
    write: options.write ?? false,
    breadcrumb: options.crumb ? [...crumbs, options.crumb] : crumbs,
    module: options.module ?? false,
  };
}

/** A locale section that titles a master's add and edit forms. */
type FormTitles = {
  [S in keyof Messages]: Messages[S] extends { addTitle: string; editTitle: string } ? S : never;
}[keyof Messages];

/**
 * A master's list at its menu's path, its add form at `/tambah` and its edit form at
 * `/edit/:id`, named as its declaration names them, the forms titled by `section`.
 */
function master(kind: ListKind, section: FormTitles): RouteDef[] {
  const { menu, routes: names } = MASTERS[kind];
  const path = menuByLinkName(menu)?.path ?? '';
  return [
    owned(menu, { name: names.list }),
    owned(menu, {
      name: names.add,
      path: `${path}/tambah`,
      write: true,
      crumb: [section, 'addTitle'],
    }),
    owned(menu, {
      name: names.edit,
      path: `${path}/edit/:id`,
      write: true,
      crumb: [section, 'editTitle'],
    }),
  ];
}

/** A module screen (not in this release) owned by `menu`; one of its own is named in words. */
const mod = (menu: string, options: Options & { name?: string; path?: string } = {}) =>
  owned(menu, {
    ...options,
    crumb: options.name === undefined ? undefined : named(options.name),
    module: true,
  });

/** The sub-routes of one question type of an assessment tool. */
function soal(kind: string, actions: readonly ('create' | 'update')[]): RouteDef[] {
  const base = `/master-asesmen/tools-asesmen/:id/${kind}`;
  return [
    mod('tools-asesmen', { name: kind, path: base }),
    ...actions.map((action) =>
      mod('tools-asesmen', {
        name: `${kind}-${action}`,
        path: action === 'create' ? `${base}/create` : `${base}/update/:idsoal`,
        write: true,
      }),
    ),
  ];
}

/** The three info-ujian screens under a base path. */
function infoUjian(base: string, make: (name: string, path: string, write: boolean) => RouteDef) {
  return [
    make(base.slice(1), base, false),
    make(`${base.slice(1)}-add`, `${base}/add`, true),
    make(`${base.slice(1)}-detail`, `${base}/:id`, false),
  ];
}

const hc = '/assesmen-hc';

/**
 * Audit, under Master. Its menu is not in `menuSeed`: the server adds it on its
 * own (seed and migration 0006, rights for Admin only), so this route names it itself.
 */
const audit: RouteDef = {
  name: 'audit',
  path: '/master/audit',
  kind: 'menu',
  menu: MENU_LINK.audit,
  label: 'Audit',
  write: false,
  breadcrumb: [...menuAncestorLabels(MENU_LINK.roles), 'Audit'],
  module: false,
};

/**
 * Every route of spec §2.1, in match order (a literal segment before a parameter).
 * The single source of truth for paths, route names, kinds, owning menus and breadcrumbs.
 */
export const routes: readonly RouteDef[] = [
  pub('not-found', '/404'),
  pub('forbidden', '/403'),
  pub('login', '/login'),
  pub('login-penilai', '/login-penilai'),
  pub('login-peserta', '/login-peserta'),
  pub('login-cermat', '/login-cermat'),
  // A one-use password link (invitation or reset) opens here, before any session.
  pub('set-password', '/set-password'),
  pub('dashboard-demo', '/dashboard-demo', { module: true }),
  ...infoUjian('/info-ujian-demo', (name, path) => pub(name, path, { module: true })),

  { ...owned(MENU_LINK.dashboard), kind: 'authenticated' },
  signedIn('profile', '/profile', { crumb: ['auth', 'profile'] }),
  signedIn('logout', '/logout'),

  ...master('roles', 'role'),
  ...master('menus', 'menu'),
  owned(MENU_LINK.menus, {
    name: 'ordering-menu',
    path: '/master/menu/ordering',
    write: true,
    crumb: ['menu', 'orderingButton'],
  }),
  owned(MENU_LINK.menus, {
    name: 'role-menu',
    path: '/master/menu/role-menu',
    write: true,
    crumb: ['menu', 'roleMenuTitle'],
  }),
  ...master('users', 'user'),
  ...master('pages', 'page'),
  owned(MENU_LINK.configuration),
  ...master('pohonProfesi', 'pohonProfesi'),
  ...master('pelaksanaan', 'pelaksanaan'),
  // A built page opens through any menu that links it (`/render?page=NAME`), not only
  // through 'Render Page': whether the role may read that page is the server's word
  // (pages.render, DECISIONS.md "built pages"), so the route itself asks only for a session.
  { ...owned(MENU_LINK.render), kind: 'authenticated' },
  audit,
  mod('timer'),
  mod('treshold-nilai'),
  mod('kategori-klasifikasi'),
  mod('treshold-analisa-soal'),
  mod('kompetensi'),

  mod('jabatan-kompetensi'),
  mod('kategori-studi-kasus'),
  mod('tools-asesmen'),
  ...soal('soal-pilihan-ganda', ['create', 'update']),
  ...soal('soal-text', ['create', 'update']),
  ...soal('soal-jodoh', ['update']),
  ...soal('soal-benar-salah', ['create', 'update']),
  ...soal('soal-kompetensi-pilihan-ganda', []),
  ...soal('soal-kompetensi-menjodohkan', []),
  ...soal('soal-kompetensi-text', []),
  mod('tools-asesmen', {
    name: 'tambah-pilihan-ganda',
    path: '/master-asesmen/tools-asesmen/:id/tambah-pilihan-ganda',
    write: true,
  }),
  mod('tools-asesmen', {
    name: 'tambah-text',
    path: '/master-asesmen/tools-asesmen/:id/tambah-text',
    write: true,
  }),
  mod('penyusun-soal'),
  mod('kategori-soal'),
  mod('konfigurasi-soal'),
  mod('konfigurasi-soal', {
    name: 'edit-soal',
    path: '/master-soal/konfigurasi-soal/edit-soal',
    write: true,
  }),
  mod('keyword-essai'),
  mod('soal-kompetensi'),

  mod('report-nilai-kompetensi'),
  mod('report-nilai-jabatan'),
  mod('report-nilai-jabatan', {
    name: 'report-nilai-jabatan-detail',
    path: '/report-nilai-jabatan-detail',
  }),
  mod('report-nilai-jabatan', {
    name: 'report-nilai-jabatan-detail-print',
    path: '/report-nilai-jabatan-detail-print',
  }),
  mod('report-hasil'),
  mod('report-jadwal'),
  mod('report-analisa-soal'),
  mod('report-success-profile'),
  mod('report-tools-asesmen'),

  mod('jadwal-pelaksanaan'),
  mod('monitor-jadwal'),
  mod('setup-jadwal'),
  mod('setup-jadwal', {
    name: 'setup-batch',
    path: '/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/:id/setup-batch/:idbatch',
    write: true,
  }),
  mod('setup-jadwal', {
    name: 'view-batch',
    path: '/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/:id/view-batch/:idbatch',
  }),
  mod('log-peserta'),

  participant('dashboard-assesmen-hc', `${hc}/dashboard-assesmen-hc`),
  participant('dashboard-soal', `${hc}/dashboard-soal`),
  participant('pilihan-ganda', `${hc}/pilihan-ganda`),
  participant('soal-pilihan-ganda-peserta', `${hc}/pilihan-ganda/soal-pilihan-ganda`),
  participant('salah-benar', `${hc}/salah-benar`),
  participant('soal-salah-benar', `${hc}/salah-benar/soal-salah-benar`),
  participant('pg-dengan-narasi', `${hc}/pg-dengan-narasi`),
  participant('pg-dengan-narasi-soal-1', `${hc}/pg-dengan-narasi/soal-1`),
  participant('pg-dengan-narasi-soal-2', `${hc}/pg-dengan-narasi/soal-2`),
  participant('menjodohkan', `${hc}/menjodohkan`),
  participant('soal-menjodohkan', `${hc}/menjodohkan/soal-menjodohkan`),
  participant('informasi-soal', `${hc}/informasi-soal`),
  participant('survey', `${hc}/survey`),
  participant('list-soal', `${hc}/unit-pelaksanaan-sertifikasi/list-soal`),

  // Assessors sign in at /login-penilai and hold only the assessor token: no menu check.
  signedIn('dashboard-penilai', '/penilai/dashboard-penilai', { module: true }),
  signedIn('peserta', '/penilai/peserta', { module: true }),
  signedIn('soal-peserta', '/penilai/soal-peserta', { module: true }),

  mod('file-manager'),
  ...infoUjian('/info-ujian', (name, path, write) =>
    name === 'info-ujian' ? mod('info-ujian') : mod('info-ujian', { name, path, write }),
  ),
];
