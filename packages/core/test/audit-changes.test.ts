import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditChanges, en, formatDate, id } from '../src';

const stamps = (updated: string) => ({
  created_at: '2027-01-04T07:50:00.000Z',
  updated_at: updated,
});

describe('auditChanges', () => {
  it("lists only what changed, by the form's labels, with values as the screens show them", () => {
    const before = {
      id_role: 7,
      role_name: 'Penguji',
      role_description: 'Lama',
      status: 'ENABLE',
      menu_read: [1, 2],
      ...stamps('2027-01-04T07:50:00.000Z'),
    };
    const after = {
      ...before,
      role_name: 'Penguji Utama',
      menu_read: [2, 3],
      updated_at: '2027-01-05T01:00:00.000Z',
    };
    const names = { menu: { '1': 'Master', '2': 'Role', '3': 'User' } };
    expect(auditChanges('role', before, after, { names })).toEqual([
      { key: 'role_name', label: id.role.name, before: 'Penguji', after: 'Penguji Utama' },
      { key: 'menu_read', label: id.audit.menuRead, before: 'Master, Role', after: 'Role, User' },
      {
        key: 'updated_at',
        label: id.common.updatedAt,
        before: formatDate('2027-01-04T07:50:00.000Z'),
        after: '2027-01-05 08:00',
      },
    ]);
  });

  it('shows a create field by field without the id, and a deleted record before only', () => {
    const user = { id: 3, username: 'budi', name: 'Budi', roles: [2], status: 'DISABLE' };
    const created = auditChanges('user', null, user, { names: { role: { '2': 'Manager' } } });
    expect(created.map((c) => [c.label, c.before, c.after])).toEqual([
      [id.user.username, '-', 'budi'],
      [id.user.name, '-', 'Budi'],
      [id.user.roles, '-', 'Manager'],
      [id.common.status, '-', 'DISABLE'],
    ]);
    const deleted = auditChanges('user', user, null);
    expect(deleted.find((c) => c.key === 'roles')).toMatchObject({ before: '#2', after: '-' });
  });

  it('names secrets only as changed, booleans as words, a LABEL by its group labels', () => {
    expect(auditChanges('user', {}, { password: 'changed' })).toEqual([
      { key: 'password', label: id.user.password, before: '-', after: id.audit.changedSecret },
    ]);
    expect(auditChanges('config', { X: true }, { X: false })[0]).toMatchObject({
      label: 'X',
      before: id.common.yes,
      after: id.common.no,
    });
    const label = { menu_master_type: 'LABEL', menu_master_nama: 'Data', menu_master_parent: 0 };
    expect(auditChanges('menu', label, { ...label, menu_master_nama: 'Master Data' })).toEqual([
      { key: 'menu_master_nama', label: id.menu.labelName, before: 'Data', after: 'Master Data' },
    ]);
    const menu = { menu_master_type: 'MENU', menu_master_parent: 0 };
    expect(
      auditChanges(
        'menu',
        menu,
        { ...menu, menu_master_parent: 4 },
        {
          names: { menu: { '4': 'Master' } },
          messages: en,
        },
      ),
    ).toEqual([
      {
        key: 'menu_master_parent',
        label: en.menu.parent,
        before: en.audit.noParent,
        after: 'Master',
      },
    ]);
  });

  it("shows a page's rows as the builder does and a menu order as each menu's place", () => {
    const rows = (component: string) => JSON.stringify([[{ grid: 6, component, order: 1 }], []]);
    expect(auditChanges('page', { rows: rows('header') }, { rows: rows('banner') })).toEqual([
      {
        key: 'rows',
        label: id.page.builder,
        before: 'Row 1: Col-6 header; Row 2: -',
        after: 'Row 1: Col-6 banner; Row 2: -',
      },
    ]);
    const order = (urutan: number) =>
      JSON.stringify([
        { id: 1, parent: 0, urutan: 1 },
        { id: 2, parent: 1, urutan },
      ]);
    expect(
      auditChanges(
        'menu_order',
        { order: order(1) },
        { order: order(2) },
        {
          names: { menu: { '1': 'Master', '2': 'Role' } },
        },
      ),
    ).toEqual([
      {
        key: 'order.2',
        label: 'Role',
        before: 'Urutan 1, Parent Master',
        after: 'Urutan 2, Parent Master',
      },
    ]);
  });
});

/** Any state at all, as odd as JSON (or a caller) can make it. */
const state = fc.option(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'rows', 'order'),
      fc.string(),
    ),
    fc.oneof(
      fc.anything({ maxDepth: 3 }),
      fc.integer({ min: 10_000, max: 30_000 }).map((n) => 'é\u200b{'.repeat(n)),
      fc.constantFrom('[[{"grid":6}]]', '[{"id":1,"parent":0}]', '[1,', 'changed'),
    ),
    { noNullPrototype: false },
  ),
  { nil: null },
);
const entity = fc.constantFrom(
  'role',
  'user',
  'menu',
  'page',
  'pohon_profesi',
  'pelaksanaan',
  'config',
  'menu_order',
  'session',
  'upload',
  'unknown',
);

describe('auditChanges on any states', () => {
  it('formats without throwing and lists only keys that changed', () => {
    fc.assert(
      fc.property(entity, state, state, (kind, before, after) => {
        const changes = auditChanges(kind, before, after);
        for (const change of changes) {
          const key = change.key.startsWith('order.') ? 'order' : change.key;
          const was = before && Object.hasOwn(before, key) ? before[key] : undefined;
          const now = after && Object.hasOwn(after, key) ? after[key] : undefined;
          // JSON would call Infinity null; values are compared as values, as the screen reads them.
          expect(isDeepStrictEqual(was ?? null, now ?? null)).toBe(false);
          expect(typeof change.label).toBe('string');
          expect(typeof change.before).toBe('string');
          expect(typeof change.after).toBe('string');
        }
        // Nothing changes between a state and itself.
        expect(auditChanges(kind, before, before)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
