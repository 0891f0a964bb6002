import { describe, expect, it } from 'vitest';
import { contract, examples, limits, listQuery, UPLOAD_MAX_BYTES } from '../src';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

const userCreate = contract.users.create.body;
const validUser = examples.users.create.input;
const pageCreate = contract.pages.create.body;
const columnWith = (column: object) => ({
  ...examples.pages.create.input,
  detail_page: [
    { number: 1, columns: [{ number: 1, grid: 6, component: 'Card', order: 1, ...column }] },
  ],
});

describe('request rules the server enforces', () => {
  it('takes passwords of 8 to 128 characters when one is set', () => {
    const withPassword = (p: string) => ({ ...validUser, password: p, password_confirm: p });
    expect(ok(userCreate, withPassword('x'.repeat(7)))).toBe(false);
    expect(ok(userCreate, withPassword('x'.repeat(8)))).toBe(true);
    expect(ok(userCreate, withPassword('x'.repeat(128)))).toBe(true);
    expect(ok(userCreate, withPassword('x'.repeat(129)))).toBe(false);
  });

  it('lets an edit keep the password (empty or absent) but not set a short one', () => {
    const edit = examples.users.update.input;
    const body = contract.users.update.body;
    expect(ok(body, { ...edit, password: '', password_confirm: '' })).toBe(true);
    expect(ok(body, { ...edit, password: undefined, password_confirm: undefined })).toBe(true);
    expect(ok(body, { ...edit, password: 'short', password_confirm: 'short' })).toBe(false);
  });

  it('refuses a blank or over-long required name', () => {
    expect(ok(contract.roles.create.body, { role_name: '   ' })).toBe(false);
    expect(ok(contract.roles.create.body, { role_name: 'x'.repeat(limits.name + 1) })).toBe(false);
    expect(ok(contract.roles.create.body, { role_name: 'x'.repeat(limits.name) })).toBe(true);
  });

  it('takes selected_role only as JSON text of ids', () => {
    expect(ok(userCreate, { ...validUser, selected_role: '[1,2]' })).toBe(true);
    expect(ok(userCreate, { ...validUser, selected_role: '[]' })).toBe(true);
    expect(ok(userCreate, { ...validUser, selected_role: '1,2' })).toBe(false);
    expect(ok(userCreate, { ...validUser, selected_role: '["admin"]' })).toBe(false);
    expect(ok(userCreate, { ...validUser, selected_role: [1, 2] })).toBe(false);
  });

  it('takes grid 1 to 12 and column order from 1 (spec §5)', () => {
    expect(ok(pageCreate, columnWith({ grid: 1 }))).toBe(true);
    expect(ok(pageCreate, columnWith({ grid: 12 }))).toBe(true);
    expect(ok(pageCreate, columnWith({ grid: 0 }))).toBe(false);
    expect(ok(pageCreate, columnWith({ grid: 13 }))).toBe(false);
    expect(ok(pageCreate, columnWith({ order: 0 }))).toBe(false);
    expect(ok(pageCreate, columnWith({ grid: 2.5 }))).toBe(false);
  });

  it('takes a component name, never a path', () => {
    expect(ok(pageCreate, columnWith({ component: 'ChartNilai' }))).toBe(true);
    expect(ok(pageCreate, columnWith({ component: '../secret' }))).toBe(false);
  });

  it('takes only ENABLE or DISABLE as a status; a version, when sent, must be one', () => {
    const body = contract.menus.setStatus.body;
    const status = examples.menus.setStatus.input;
    expect(ok(body, { ...status, status: 'ENABLE' })).toBe(true);
    expect(ok(body, { ...status, status: 'enable' })).toBe(false);
    // The spec's own payload: {id, status} (DECISIONS "Data": last write wins).
    expect(ok(body, { id: status.id, status: 'ENABLE' })).toBe(true);
    expect(ok(body, { ...status, updated_at: 'yesterday' })).toBe(false);
  });

  it('requires the menu group for MENU and the label group for LABEL', () => {
    const body = contract.menus.create.body;
    expect(ok(body, { menu_tipe: 'LABEL', nama_label: 'Master', urutan_label: 2 })).toBe(true);
    expect(ok(body, { menu_tipe: 'LABEL', nama_menu: 'Master', urutan_menu: 2 })).toBe(false);
    expect(ok(body, { menu_tipe: 'MENU', nama_label: 'Master', urutan_label: 2 })).toBe(false);
    expect(ok(body, { menu_tipe: 'FOLDER', nama_label: 'Master', urutan_label: 2 })).toBe(false);
    expect(ok(body, { ...examples.menus.create.input, parent_menu: 0 })).toBe(true);
  });

  it('takes Ya or Tidak for ONE_TIME_LOGIN and CAPTCHA, any text for the other keys', () => {
    const body = contract.configs.save.body;
    expect(ok(body, { CAPTCHA: 'Ya', LOGO_SMALL: '/a.png' })).toBe(true);
    expect(ok(body, { CAPTCHA: 'Maybe' })).toBe(false);
    expect(ok(body, { 'bad key': 'x' })).toBe(false);
  });

  it('blocks the role access update without menus or test codes (Data belum lengkap)', () => {
    const body = contract.roleAccess.update.body;
    const input = examples.roleAccess.update.input;
    expect(ok(body, { ...input, menu: [] })).toBe(false);
    expect(ok(body, { ...input, kode_tes: [] })).toBe(false);
  });

  it('takes a file under 2,242,880 bytes that is an image', () => {
    const body = contract.references.upload.body;
    const file = (size: number, type = 'image/png') => ({
      file: new File([new Uint8Array(size)], 'a', { type }),
    });
    expect(ok(body, file(UPLOAD_MAX_BYTES - 1))).toBe(true);
    expect(ok(body, file(UPLOAD_MAX_BYTES))).toBe(false);
    expect(ok(body, file(10, 'application/pdf'))).toBe(false);
  });
});

describe('list query (strings from the address)', () => {
  it('coerces numbers and keeps a column name', () => {
    expect(listQuery.parse({ draw: '4', length: '50', column: '2', dir: 'desc' })).toEqual({
      draw: 4,
      length: 50,
      column: 2,
      dir: 'desc',
    });
    expect(listQuery.parse({ draw: '1', column: 'user_id' }).column).toBe('user_id');
  });

  it('refuses a page size over 500, a missing draw and a strange sort', () => {
    expect(listQuery.safeParse({ draw: '1', length: '501' }).success).toBe(false);
    expect(listQuery.safeParse({ length: '10' }).success).toBe(false);
    expect(listQuery.safeParse({ draw: 'x' }).success).toBe(false);
    expect(listQuery.safeParse({ draw: '1', column: 'name; drop table' }).success).toBe(false);
    expect(listQuery.safeParse({ draw: '1', filter_status: 'ALL' }).success).toBe(false);
  });
});
