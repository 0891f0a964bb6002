import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIST_KINDS,
  MASTERS,
  MENU_TYPE,
  crumbText,
  en,
  id,
  matchRoute,
  menuByLinkName,
  menuSeed,
  pathFor,
  routeByName,
  routes,
  type Messages,
} from '../src';

describe('route table', () => {
  it('gives every route a unique name and a unique path', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('carries the route names and paths of spec §2.1', () => {
    const expected: Record<string, string> = {
      dashboard: '/',
      'all-role': '/master/role',
      'add-role': '/master/role/tambah',
      'edit-role': '/master/role/edit/:id',
      'all-menu': '/master/menu',
      'add-menu': '/master/menu/tambah',
      'edit-menu': '/master/menu/edit/:id',
      'ordering-menu': '/master/menu/ordering',
      'role-menu': '/master/menu/role-menu',
      'all-user': '/master/user',
      'all-page': '/master/page',
    };
    for (const [name, path] of Object.entries(expected)) {
      expect(routeByName(name)?.path).toBe(path);
    }
  });

  it.each([
    '/404',
    '/403',
    '/login',
    '/login-penilai',
    '/login-peserta',
    '/login-cermat',
    '/dashboard-demo',
    '/info-ujian-demo',
    '/info-ujian-demo/add',
    '/info-ujian-demo/9',
  ])('%s is public', (path) => {
    expect(matchRoute(path)?.route.kind).toBe('public');
  });

  it.each([
    '/',
    '/profile',
    '/logout',
    // A built page: the server says whether a menu of the role links it.
    '/render',
    '/penilai/dashboard-penilai',
    '/penilai/peserta',
    '/penilai/soal-peserta',
  ])('%s needs a session but no menu', (path) => {
    expect(matchRoute(path)?.route.kind).toBe('authenticated');
  });

  it.each([
    ['/master/role', 'all-role', false],
    ['/master/role/tambah', 'all-role', true],
    ['/master/role/edit/5', 'all-role', true],
    ['/master/menu/ordering', 'all-menu', true],
    ['/master/menu/role-menu', 'all-menu', true],
    ['/master/menu/edit/3', 'all-menu', true],
    ['/master/user/edit/3', 'all-user', true],
    ['/master/page/tambah', 'all-page', true],
    ['/master/konfigurasi', 'konfigurasi', false],
    ['/master/pohon-profesi', 'pohon-profesi', false],
    ['/master/timer', 'timer', false],
    ['/master/treshold-nilai', 'treshold-nilai', false],
    ['/master/pelaksanaan', 'pelaksanaan', false],
    ['/master/pelaksanaan/tambah', 'pelaksanaan', true],
    ['/master/pelaksanaan/edit/2', 'pelaksanaan', true],
    ['/master/kategori-klasifikasi', 'kategori-klasifikasi', false],
    ['/master/treshold-analisa-soal', 'treshold-analisa-soal', false],
    ['/master/kompetensi', 'kompetensi', false],
    ['/master-asesmen/jabatan-kompetensi', 'jabatan-kompetensi', false],
    ['/master-asesmen/kategori-studi-kasus', 'kategori-studi-kasus', false],
    ['/master-asesmen/tools-asesmen', 'tools-asesmen', false],
    ['/master-asesmen/tools-asesmen/4/soal-pilihan-ganda', 'tools-asesmen', false],
    ['/master-asesmen/tools-asesmen/4/soal-pilihan-ganda/create', 'tools-asesmen', true],
    ['/master-asesmen/tools-asesmen/4/soal-pilihan-ganda/update/8', 'tools-asesmen', true],
    ['/master-asesmen/tools-asesmen/4/soal-text/update/8', 'tools-asesmen', true],
    ['/master-asesmen/tools-asesmen/4/soal-jodoh/update/8', 'tools-asesmen', true],
    ['/master-asesmen/tools-asesmen/4/soal-benar-salah/create', 'tools-asesmen', true],
    ['/master-asesmen/tools-asesmen/4/soal-kompetensi-pilihan-ganda', 'tools-asesmen', false],
    ['/master-asesmen/tools-asesmen/4/soal-kompetensi-menjodohkan', 'tools-asesmen', false],
    ['/master-asesmen/tools-asesmen/4/soal-kompetensi-text', 'tools-asesmen', false],
    ['/master-asesmen/tools-asesmen/4/tambah-pilihan-ganda', 'tools-asesmen', true],
    ['/master-asesmen/tools-asesmen/4/tambah-text', 'tools-asesmen', true],
    ['/master-asesmen/penyusun-soal', 'penyusun-soal', false],
    ['/master-soal/kategori-soal', 'kategori-soal', false],
    ['/master-soal/konfigurasi-soal', 'konfigurasi-soal', false],
    ['/master-soal/konfigurasi-soal/edit-soal', 'konfigurasi-soal', true],
    ['/master-soal/keyword-essai', 'keyword-essai', false],
    ['/master-soal-kompetensi', 'soal-kompetensi', false],
    ['/report-nilai-kompetensi', 'report-nilai-kompetensi', false],
    ['/report-nilai-jabatan', 'report-nilai-jabatan', false],
    ['/report-nilai-jabatan-detail', 'report-nilai-jabatan', false],
    ['/report-nilai-jabatan-detail-print', 'report-nilai-jabatan', false],
    ['/report-hasil', 'report-hasil', false],
    ['/report-jadwal', 'report-jadwal', false],
    ['/report-analisa-soal', 'report-analisa-soal', false],
    ['/report-success-profile', 'report-success-profile', false],
    ['/report-tools-asesmen', 'report-tools-asesmen', false],
    ['/master-penjadwalan/jadwal-pelaksanaan', 'jadwal-pelaksanaan', false],
    ['/master-penjadwalan/jadwal-pelaksanaan/monitor-jadwal/3', 'monitor-jadwal', false],
    ['/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/3', 'setup-jadwal', false],
    ['/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/3/setup-batch/2', 'setup-jadwal', true],
    ['/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/3/view-batch/2', 'setup-jadwal', false],
    ['/log-peserta', 'log-peserta', false],
    ['/file-manager', 'file-manager', false],
    ['/info-ujian', 'info-ujian', false],
    ['/info-ujian/add', 'info-ujian', true],
    ['/info-ujian/12', 'info-ujian', false],
  ])('%s is menu-checked, owned by %s (write needed: %s)', (path, menu, write) => {
    const route = matchRoute(path)?.route;
    expect(route?.kind).toBe('menu');
    expect(route?.menu).toBe(menu);
    expect(route?.label).toBe(menuByLinkName(menu)?.label);
    expect(route?.write).toBe(write);
  });

  it.each([
    'dashboard-assesmen-hc',
    'dashboard-soal',
    'pilihan-ganda',
    'pilihan-ganda/soal-pilihan-ganda',
    'salah-benar',
    'salah-benar/soal-salah-benar',
    'pg-dengan-narasi',
    'pg-dengan-narasi/soal-1',
    'pg-dengan-narasi/soal-2',
    'menjodohkan',
    'menjodohkan/soal-menjodohkan',
    'informasi-soal',
    'survey',
    'unit-pelaksanaan-sertifikasi/list-soal',
  ])('/assesmen-hc/%s is a participant route', (rest) => {
    expect(matchRoute(`/assesmen-hc/${rest}`)?.route.kind).toBe('participant');
  });

  it('marks only the screens of this release as not-modules', () => {
    const built = routes.filter((r) => !r.module && r.kind === 'menu').map((r) => r.menu);
    expect(new Set(built)).toEqual(
      new Set([
        'all-role',
        'all-menu',
        'all-user',
        'all-page',
        'konfigurasi',
        'pohon-profesi',
        'pelaksanaan',
        'audit',
      ]),
    );
    expect(matchRoute('/report-hasil')?.route.module).toBe(true);
  });

  it('names every module not in this release in words, in both languages', () => {
    const modules = routes.filter((r) => r.module);
    for (const texts of [id, en] as Messages[])
      for (const route of modules) {
        const shown = crumbText(route.breadcrumb.at(-1)!, texts);
        // Words: a capital and no slug ('soal-pilihan-ganda'), never the bare 'Print'.
        expect(shown, route.name).toMatch(/^[A-Z]/);
        expect(shown, route.name).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$|^(Print|Detail)$/);
      }
    expect(crumbText(routeByName('soal-pilihan-ganda')!.breadcrumb.at(-1)!, id)).toBe(
      'Soal Pilihan Ganda',
    );
    // Every name the locale holds belongs to such a route.
    expect(Object.keys(id.moduleNames).every((name) => routeByName(name)?.module)).toBe(true);
  });

  it('shows the Master breadcrumbs of spec §2.1 and §2.4', () => {
    expect(routeByName('all-role')?.breadcrumb).toEqual([id.shell.master, 'Role']);
    expect(routeByName('all-user')?.breadcrumb).toEqual([id.shell.master, 'User']);
    expect(routeByName('all-menu')?.breadcrumb).toEqual([id.shell.master, 'Menu']);
    expect(routeByName('all-page')?.breadcrumb).toEqual([id.shell.master, 'Page']);
    const crumbs = (name: string, texts: Messages) =>
      routeByName(name)?.breadcrumb.map((crumb) => crumbText(crumb, texts));
    expect(crumbs('add-role', id)).toEqual([id.shell.master, 'Role', id.role.addTitle]);
    // Product texts in a breadcrumb follow the language; menu labels are data.
    expect(crumbs('edit-user', en)).toEqual([id.shell.master, 'User', en.user.editTitle]);
    expect(crumbs('add-pelaksanaan', id)).toEqual([
      id.shell.master,
      'Pelaksanaan',
      id.pelaksanaan.addTitle,
    ]);
  });

  it("routes every master's list, add and edit under the names its declaration gives", () => {
    for (const kind of LIST_KINDS) {
      const { menu, routes: names } = MASTERS[kind];
      const list = routeByName(names.list);
      expect(list, kind).toMatchObject({ menu, write: false, module: false });
      expect(routeByName(names.add), kind).toMatchObject({
        path: `${list?.path}/tambah`,
        menu,
        write: true,
      });
      expect(matchRoute(`${list?.path}/edit/3`)?.route.name, kind).toBe(names.edit);
    }
  });

  it('matches parameters and builds paths back', () => {
    expect(matchRoute('/master/role/edit/42')).toMatchObject({
      route: { name: 'edit-role' },
      params: { id: '42' },
    });
    expect(matchRoute('/render?page=home')?.route.name).toBe('render');
    expect(matchRoute('/nowhere')).toBeUndefined();
    // The scheduling screens nest under the schedule list (spec §2.1), not beside it.
    expect(matchRoute('/master-penjadwalan/monitor-jadwal/3')).toBeUndefined();
    expect(matchRoute('/master-penjadwalan/jadwal-pelaksanaan/monitor-jadwal/3')?.params).toEqual({
      idjadwal: '3',
    });
    expect(pathFor('edit-role', { id: 42 })).toBe('/master/role/edit/42');
    expect(pathFor('setup-batch', { id: 1, idbatch: 2 })).toBe(
      '/master-penjadwalan/jadwal-pelaksanaan/setup-jadwal/1/setup-batch/2',
    );
    expect(() => pathFor('edit-role')).toThrow();
    expect(() => pathFor('nope')).toThrow();
  });

  it('matches no route, and never throws, for an address with broken %-escapes', () => {
    // Typed by hand into the address bar: the console shows its 404, it does not crash.
    for (const path of [
      '/master/role/edit/%',
      '/master/role/edit/%E0%A4%A',
      '/master/user/edit/%zz',
    ])
      expect(matchRoute(path)).toBeUndefined();
    // Pieces of broken and whole escapes, separators and odd code units, in any order: what
    // a hand in the address bar makes. (fc.string's 'binary' unit spent 0.8 s building its
    // code point table on the first run, over 5 s on a busy machine.)
    const piece = fc.constantFrom(
      '%',
      '%E0',
      '%A4',
      '%zz',
      '%2F',
      '%25',
      '/',
      '?',
      '#',
      ':',
      '.',
      '\u0000',
      '\uD800',
      'é',
      'a',
      '7',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 16 }).map((parts) => parts.join('')),
        (path) => {
          matchRoute(path);
          matchRoute(`/master/role/edit/${path}`);
        },
      ),
    );
  });

  it('matches every route pattern to itself', () => {
    for (const route of routes) {
      const concrete = route.path.replace(/:(\w+)/g, '7');
      expect(matchRoute(concrete)?.route.name).toBe(route.name);
    }
  });
});

describe('menu seed', () => {
  it('has unique link names and unique labels without commas (filtered_name_menu is comma-separated)', () => {
    expect(new Set(menuSeed.map((m) => m.linkName)).size).toBe(menuSeed.length);
    expect(new Set(menuSeed.map((m) => m.label)).size).toBe(menuSeed.length);
    expect(menuSeed.every((m) => !m.label.includes(','))).toBe(true);
  });

  it('names only existing parents and numbers siblings from 1', () => {
    for (const m of menuSeed) {
      if (m.parent !== null) expect(menuByLinkName(m.parent)?.type).toBe(MENU_TYPE.MENU);
      const siblings = menuSeed.filter((s) => s.parent === m.parent).map((s) => s.order);
      expect([...siblings].sort((a, b) => a - b)).toEqual(siblings.map((_, i) => i + 1));
    }
  });

  it('owns every menu-checked route and is owned by the menus of the vocabulary', () => {
    // Audit's menu is seeded by the server apart from menuSeed (see routes.ts).
    for (const route of routes.filter((r) => r.kind === 'menu' && r.menu !== 'audit')) {
      expect(menuByLinkName(route.menu!)).toBeDefined();
    }
    expect(routeByName('audit')).toMatchObject({
      path: '/master/audit',
      label: 'Audit',
      breadcrumb: [id.shell.master, 'Audit'],
    });
    const labels = Object.fromEntries(menuSeed.map((m) => [m.linkName, [m.path, m.label]]));
    expect(labels).toMatchObject({
      dashboard: ['/', 'Dashboard'],
      'all-role': ['/master/role', 'Role'],
      'all-menu': ['/master/menu', 'Menu'],
      'all-user': ['/master/user', 'User'],
      'all-page': ['/master/page', 'Page'],
      konfigurasi: ['/master/konfigurasi', 'Konfigurasi'],
      'pohon-profesi': ['/master/pohon-profesi', 'Pohon Profesi'],
      render: ['/render', 'Render Page'],
    });
  });

  it('gives every MENU with a link a route of that path, and LABELs no path', () => {
    for (const m of menuSeed) {
      if (m.type === MENU_TYPE.LABEL) expect(m.path).toBe('');
      else if (m.path)
        expect(routes.some((r) => r.path === m.path && r.menu === m.linkName)).toBe(true);
    }
  });
});
