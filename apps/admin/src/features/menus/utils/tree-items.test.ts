import { describe, expect, it } from 'vitest';
import { depthOf, toKitTree, toMenuTree } from './tree-items';

describe('menu tree items', () => {
  const server = [
    { id: 1, name: 'Utama', icon: null },
    {
      id: 3,
      name: 'Master',
      icon: 'bx bx-data',
      sub: [{ id: 12, name: 'Role', icon: 'bx bx-user' }],
    },
  ];

  it('gives core a tree where every node has its submenus and number ids', () => {
    expect(toMenuTree(server)).toEqual([
      { id: 1, name: 'Utama', sub: [] },
      {
        id: 3,
        name: 'Master',
        icon: 'bx bx-data',
        sub: [{ id: 12, name: 'Role', icon: 'bx bx-user', sub: [] }],
      },
    ]);
  });

  it('goes to the kit and back without losing anything', () => {
    const tree = toMenuTree(server);
    expect(toMenuTree(toKitTree(tree))).toEqual(tree);
    expect(toKitTree(tree)[0]).not.toHaveProperty('sub');
  });

  it('measures how deep a tree goes, so ordering keeps deeper trees whole', () => {
    expect(depthOf([])).toBe(0);
    expect(depthOf(toMenuTree(server))).toBe(2);
    expect(
      depthOf(
        toMenuTree([
          { id: 1, name: 'a', sub: [{ id: 2, name: 'b', sub: [{ id: 3, name: 'c' }] }] },
        ]),
      ),
    ).toBe(3);
  });

  it('marks a LABEL as a leaf for the kit, and keeps it a LABEL on the way back', () => {
    const tree = toMenuTree([{ id: 1, name: 'Utama', icon: null, type: 'LABEL' as const }]);
    expect(tree[0]).toMatchObject({ type: 'LABEL' });
    expect(toKitTree(tree)[0]).toMatchObject({ leaf: true });
    expect(toMenuTree(toKitTree(tree))).toEqual(tree);
  });
});
