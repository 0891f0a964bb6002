import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantLocks, keepLocked, type MenuTreeItem } from '../src';

const tree: MenuTreeItem[] = [
  { id: 1, name: 'Dashboard', sub: [] },
  {
    id: 2,
    name: 'Master',
    sub: [
      { id: 3, name: 'Role', sub: [] },
      { id: 4, name: 'User', sub: [] },
    ],
  },
];

const right = (id: number, read: 0 | 1, write: 0 | 1) => ({
  id_menu_master: id,
  is_read: read,
  is_write: write,
});

describe('grantLocks', () => {
  it('locks what the active role cannot read or write, submenus included', () => {
    const locks = grantLocks([right(1, 1, 1), right(3, 1, 0)], tree);
    expect(locks.get(1)).toBeUndefined();
    expect(locks.get(3)).toEqual({ access: false, write: true });
    expect(locks.get(4)).toEqual({ access: true, write: true });
    expect(locks.get(2)).toEqual({ access: true, write: true });
  });

  it('locks nothing for a role with write on every menu', () => {
    expect(
      grantLocks(
        [1, 2, 3, 4].map((id) => right(id, 0, 1)),
        tree,
      ).size,
    ).toBe(0);
  });

  it('never locks a right the role holds, never frees one it lacks', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.boolean()), {
          selector: ([id]) => id,
        }),
        (held) => {
          const rights = held.map(([id, r, w]) => right(id, r ? 1 : 0, w ? 1 : 0));
          const locks = grantLocks(rights, tree);
          const everything = [1, 2, 3, 4].every((id) =>
            rights.some((x) => x.id_menu_master === id && x.is_write),
          );
          for (const id of [1, 2, 3, 4]) {
            const mine = rights.filter((x) => x.id_menu_master === id);
            const canWrite = mine.some((x) => x.is_write);
            const canRead = canWrite || mine.some((x) => x.is_read);
            const lock = locks.get(id);
            expect(!!lock?.write).toBe(!everything && !canWrite);
            expect(!!lock?.access).toBe(!everything && !canRead);
          }
        },
      ),
    );
  });
});

describe('keepLocked', () => {
  it("puts locked boxes back after a parent's click cascaded", () => {
    const locks = grantLocks([right(2, 1, 1), right(3, 1, 1)], tree);
    const before = { read: [4], write: [] };
    const after = { read: [2, 3], write: [2, 3] };
    expect(keepLocked(before, after, locks)).toEqual({ read: [2, 3, 4], write: [2, 3] });
  });
});
