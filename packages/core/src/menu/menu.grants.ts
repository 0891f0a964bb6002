import type { MenuSelection } from './menu.selection';
import type { MenuAccess, MenuTreeItem } from './menu.types';

/** Which of a menu's two boxes the caller may not change. */
export interface GrantLock {
  access: boolean;
  write: boolean;
}

function ids(tree: readonly MenuTreeItem[]): number[] {
  const out: number[] = [];
  const stack = [...tree];
  while (stack.length) {
    const item = stack.pop()!;
    out.push(item.id);
    stack.push(...item.sub);
  }
  return out;
}

/**
 * The role-menu boxes the caller may not change (DECISIONS "No one grants what they do
 * not hold"): access where its active role cannot read, write where it cannot write. A
 * role with write on every menu of the tree (an administrator) has no locks, as on the
 * server. Menus without a lock are left out.
 */
export function grantLocks(
  held: readonly Pick<MenuAccess, 'id_menu_master' | 'is_read' | 'is_write'>[],
  tree: readonly MenuTreeItem[],
): Map<number, GrantLock> {
  const rights = new Map(held.map((m) => [m.id_menu_master, m]));
  const all = ids(tree);
  if (all.every((id) => rights.get(id)?.is_write === 1)) return new Map();
  const locks = new Map<number, GrantLock>();
  for (const id of all) {
    const mine = rights.get(id);
    const lock = {
      access: !(mine?.is_read === 1 || mine?.is_write === 1),
      write: mine?.is_write !== 1,
    };
    if (lock.access || lock.write) locks.set(id, lock);
  }
  return locks;
}

/** A change of selection with every locked box put back as it was (a parent's click cascades). */
export function keepLocked(
  before: MenuSelection,
  after: MenuSelection,
  locks: ReadonlyMap<number, GrantLock>,
): MenuSelection {
  const pick = (key: 'read' | 'write', locked: (lock: GrantLock) => boolean) => {
    const held = new Set(before[key]);
    const kept = after[key].filter((id) => !locks.has(id) || !locked(locks.get(id)!));
    const restored = [...locks].filter(([id, lock]) => locked(lock) && held.has(id));
    return [...new Set([...kept, ...restored.map(([id]) => id)])].sort((a, b) => a - b);
  };
  return { read: pick('read', (l) => l.access), write: pick('write', (l) => l.write) };
}
