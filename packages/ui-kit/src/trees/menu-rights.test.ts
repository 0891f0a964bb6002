import { describe, expect, it } from 'vitest';
import { accessState, setAccess, setWrite, type MenuRights } from './menu-rights';
import type { TreeItem } from './tree';

const tree: TreeItem[] = [
  { id: 1, name: 'Dashboard' },
  {
    id: 2,
    name: 'Master',
    sub: [
      { id: 3, name: 'Role' },
      { id: 4, name: 'Menu' },
    ],
  },
];
const none: MenuRights = { access: [], write: [] };

describe('menu rights', () => {
  it('checking a parent checks all its submenus', () => {
    expect(setAccess(tree, none, 2, true)).toEqual({ access: [2, 3, 4], write: [] });
  });

  it('checking one submenu makes the parent mixed but keeps it in the access list', () => {
    const r = setAccess(tree, none, 3, true);
    expect(r.access).toEqual([2, 3]);
    expect(accessState(tree[1]!, r.access)).toBe('mixed');
  });

  it('unchecking the last submenu drops the parent, and unchecking clears write', () => {
    const all = setWrite(tree, setAccess(tree, none, 2, true), 3, true);
    expect(all.write).toEqual([3]);
    const r = setAccess(tree, setAccess(tree, all, 3, false), 4, false);
    expect(r).toEqual({ access: [], write: [] });
    expect(accessState(tree[1]!, r.access)).toBe('unchecked');
  });

  it('granting write grants access; removing write keeps access', () => {
    const r = setWrite(tree, none, 4, true);
    expect(r).toEqual({ access: [2, 4], write: [4] });
    expect(setWrite(tree, r, 4, false)).toEqual({ access: [2, 4], write: [] });
  });

  it('a fully checked parent is checked', () => {
    expect(accessState(tree[1]!, [2, 3, 4])).toBe('checked');
    expect(accessState(tree[0]!, [1])).toBe('checked');
  });
});
