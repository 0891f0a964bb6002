import type { Method } from './entry';

/** One call the product makes, as spec §7 (and DECISIONS.md / docs/decisions.md) words it. */
export interface SpecCall {
  method: Method;
  path: string;
  /** The key that tells this call from another at the same method and path. */
  with?: { in: 'query' | 'body'; key: string };
  /** The contract entry that implements it. */
  entry: string;
  source: 'spec §7' | 'DECISIONS.md' | 'docs/decisions.md';
}

const c = (
  method: Method,
  path: string,
  entry: string,
  source: SpecCall['source'] = 'spec §7',
  withKey?: SpecCall['with'],
): SpecCall => ({ method, path, entry, source, ...(withKey ? { with: withKey } : {}) });
const q = (key: string) => ({ in: 'query', key }) as const;
const b = (key: string) => ({ in: 'body', key }) as const;

/** Every call of spec §7 plus the sign-in calls, for coverage tests of contract, client and server. */
export const SPEC_CALLS: readonly SpecCall[] = [
  c('GET', 'master/roles', 'roleAccess.list'),
  c('POST', 'master/roles', 'roleAccess.create'),
  c('GET', 'master/roles/get-detail-edit/{id_role}', 'roleAccess.detail'),
  c('GET', 'master/roles/get-kode-tes/{idjadwal_pelaksanaan}', 'roleAccess.testCodes'),
  c('PUT', 'master/roles/{id_role}', 'roleAccess.update'),
  c('DELETE', 'master/roles/{id_role}', 'roleAccess.remove'),
  c('GET', 'master/role/all', 'roles.list'),
  c('GET', 'master/role', 'roles.get', 'spec §7', q('id')),
  c('POST', 'master/role', 'roles.create'),
  c('PUT', 'master/role', 'roles.update'),
  c('PUT', 'master/role', 'roles.setStatus', 'spec §7', b('status')),
  c('DELETE', 'master/role', 'roles.remove'),
  c('GET', 'master/user', 'users.list'),
  c('GET', 'master/user', 'users.get', 'spec §7', q('id')),
  c('POST', 'master/user', 'users.create'),
  c('PUT', 'master/user', 'users.update'),
  c('PUT', 'master/user', 'users.setStatus', 'spec §7', b('status')),
  c('DELETE', 'master/user', 'users.remove'),
  // DECISIONS "Invitations and resets without e-mail": the links and their public use.
  c('POST', 'master/user/invitation', 'users.invite', 'docs/decisions.md'),
  c('POST', 'master/user/password-link', 'users.passwordLink', 'docs/decisions.md'),
  c('POST', 'auth/password-link/check', 'auth.checkPasswordLink', 'docs/decisions.md'),
  c('POST', 'auth/password-link', 'auth.usePasswordLink', 'docs/decisions.md'),
  c('GET', 'master/page', 'pages.list'),
  c('GET', 'master/page', 'pages.get', 'spec §7', q('id')),
  c('POST', 'master/page', 'pages.create'),
  c('PUT', 'master/page', 'pages.update'),
  c('PUT', 'master/page', 'pages.setStatus', 'spec §7', b('status')),
  c('DELETE', 'master/page', 'pages.remove'),
  c('POST', 'referensi/upload', 'references.upload'),
  c('GET', 'referensi/role-active', 'references.roleActive'),
  c('GET', 'master/menu', 'menus.list'),
  c('GET', 'master/menu', 'menus.get', 'spec §7', q('id')),
  c('POST', 'master/menu', 'menus.create'),
  c('PUT', 'master/menu', 'menus.update'),
  c('PUT', 'master/menu', 'menus.setStatus', 'spec §7', b('status')),
  c('DELETE', 'master/menu', 'menus.remove'),
  c('GET', 'referensi/menu-parent', 'menus.parents'),
  c('GET', 'master/menu/ordering', 'menus.ordering'),
  c('POST', 'master/menu/ordering', 'menus.saveOrdering'),
  c('GET', 'master/menu/menu-role', 'menus.menuRole'),
  c('POST', 'master/menu/menu-role', 'menus.saveMenuRole'),
  c('GET', 'master/pohon-profesi', 'pohonProfesi.list'),
  c('PUT', 'master/pohon-profesi', 'pohonProfesi.setStatus', 'spec §7', b('status')),
  c('DELETE', 'master/pohon-profesi', 'pohonProfesi.remove'),
  c('POST', 'master/pohon-profesi', 'pohonProfesi.create', 'DECISIONS.md'),
  c('PUT', 'master/pohon-profesi', 'pohonProfesi.update', 'DECISIONS.md'),
  // The edit form of DECISIONS.md reads the branch it edits.
  c('GET', 'master/pohon-profesi', 'pohonProfesi.get', 'DECISIONS.md', q('id')),
  // DECISIONS "Pelaksanaan and Kode Tes are master data": the common master family.
  c('GET', 'master/pelaksanaan', 'pelaksanaan.list', 'DECISIONS.md'),
  c('GET', 'master/pelaksanaan', 'pelaksanaan.get', 'DECISIONS.md', q('id')),
  c('POST', 'master/pelaksanaan', 'pelaksanaan.create', 'DECISIONS.md'),
  c('PUT', 'master/pelaksanaan', 'pelaksanaan.update', 'DECISIONS.md'),
  c('PUT', 'master/pelaksanaan', 'pelaksanaan.setStatus', 'DECISIONS.md', b('status')),
  c('DELETE', 'master/pelaksanaan', 'pelaksanaan.remove', 'DECISIONS.md'),
  c('GET', 'auth/check-access-menu', 'auth.checkAccessMenu'),
  c('GET', 'auth/get-hak-akses', 'auth.getHakAkses'),
  c('GET', 'auth/check-token', 'auth.checkToken'),
  c('GET', 'master/configs', 'configs.get'),
  c('POST', 'master/configs', 'configs.save'),
  c('POST', 'auth/login', 'auth.login', 'DECISIONS.md'),
  // CAPTCHA = Ya needs the sign-in page's settings and a challenge before signing in.
  c('GET', 'auth/sign-in-settings', 'auth.signInSettings', 'docs/decisions.md'),
  c('GET', 'auth/captcha', 'auth.captcha', 'docs/decisions.md'),
  c('POST', 'auth/logout', 'auth.logout', 'DECISIONS.md'),
  c('POST', 'auth/switch-role', 'auth.switchRole', 'DECISIONS.md'),
  c('GET', 'auth/me', 'auth.me', 'docs/decisions.md'),
  c('PUT', 'auth/profile', 'auth.updateProfile', 'docs/decisions.md'),
  c('GET', 'dashboard', 'dashboard.get', 'docs/decisions.md'),
  c('GET', 'master/page/render', 'pages.render', 'docs/decisions.md'),
  // The audit trail, bulk actions and CSV export.
  c('GET', 'master/audit', 'audit.list', 'docs/decisions.md'),
  c('GET', 'master/audit', 'audit.get', 'docs/decisions.md', q('id')),
  c('GET', 'master/audit/history', 'audit.history', 'docs/decisions.md'),
  c('POST', 'master/audit/restore', 'audit.restore', 'docs/decisions.md'),
  c('POST', 'master/bulk', 'bulk.apply', 'docs/decisions.md'),
  c('GET', 'master/export', 'exports.csv', 'docs/decisions.md'),
  c('POST', 'master/user/import/check', 'users.checkImport', 'docs/decisions.md'),
  c('POST', 'master/user/import', 'users.import', 'docs/decisions.md'),
];
