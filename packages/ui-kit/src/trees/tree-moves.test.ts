import { describe, expect, it } from 'vitest';
import type { TreeItem } from './tree';
import { moveItem, moveTo } from './tree-moves';

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
  { id: 5, name: 'User' },
];

/** The tree as "name(children)" text, to compare shapes at a glance. */
const shape = (items: TreeItem[] | null): string =>
  items ? items.map((i) => (i.sub ? `${i.name}(${shape(i.sub)})` : i.name)).join(' ') : 'null';

describe('moveItem', () => {
  it('moves up and down among siblings', () => {
    expect(shape(moveItem(tree, 5, 'up'))).toBe('Dashboard User Master(Role Menu)');
    expect(shape(moveItem(tree, 3, 'down'))).toBe('Dashboard Master(Menu Role) User');
  });

  it('refuses to move the first up or the last down', () => {
    expect(moveItem(tree, 1, 'up')).toBeNull();
    expect(moveItem(tree, 4, 'down')).toBeNull();
  });

  it('moves in: becomes the last submenu of the item above', () => {
    expect(shape(moveItem(tree, 5, 'in'))).toBe('Dashboard Master(Role Menu User)');
    expect(shape(moveItem(tree, 2, 'in'))).toBe('Dashboard(Master(Role Menu)) User');
  });

  it('moves out: follows its former parent, which loses an emptied submenu list', () => {
    expect(shape(moveItem(tree, 3, 'out'))).toBe('Dashboard Master(Menu) Role User');
    const once = moveItem(tree, 3, 'out')!;
    expect(moveItem(once, 4, 'out')![1]).toEqual({ id: 2, name: 'Master' });
  });

  it('refuses in without an item above, out at the top level, and depth beyond maxDepth', () => {
    expect(moveItem(tree, 1, 'in')).toBeNull();
    expect(moveItem(tree, 1, 'out')).toBeNull();
    expect(moveItem(tree, 4, 'in', 2)).toBeNull();
    expect(moveItem(tree, 2, 'in', 2)).toBeNull();
  });

  it('leaves the given tree untouched', () => {
    const before = JSON.stringify(tree);
    moveItem(tree, 3, 'out');
    moveItem(tree, 5, 'in');
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('moveTo', () => {
  it('drops an item at an index under another parent', () => {
    expect(shape(moveTo(tree, 1, 2, 1))).toBe('Master(Role Dashboard Menu) User');
  });

  it('refuses to drop an item into itself or its own submenu', () => {
    expect(moveTo(tree, 2, 3, 0)).toBeNull();
    expect(moveTo(tree, 2, 2, 0)).toBeNull();
  });
});

describe('a leaf (a LABEL heading)', () => {
  const withLabel: TreeItem[] = [{ id: 9, name: 'Utama', leaf: true }, ...tree];

  it('takes nothing in, by keyboard or by drag', () => {
    expect(moveItem(withLabel, 1, 'in')).toBeNull();
    expect(moveTo(withLabel, 5, 9, 0)).toBeNull();
  });

  it('still moves itself among its siblings', () => {
    expect(shape(moveItem(withLabel, 9, 'down'))).toBe('Dashboard Utama Master(Role Menu) User');
  });
});
