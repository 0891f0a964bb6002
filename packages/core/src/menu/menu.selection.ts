import { allNodes } from './menu.tree';

/** A tree node as the selection sees it. */
interface Node {
  id: number;
  sub: readonly Node[];
}

/** Menus chosen for a role on the role-menu screen: access (read) and write, as id lists. */
export interface MenuSelection {
  read: number[];
  write: number[];
}

/** How a checkbox shows: checked, unchecked, or partly (some of its submenus). */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

function find(tree: readonly Node[], id: number, path: Node[] = []): Node[] | undefined {
  for (const node of tree) {
    if (node.id === id) return [...path, node];
    const found = find(node.sub, id, [...path, node]);
    if (found) return found;
  }
  return undefined;
}

const ids = (nodes: readonly Node[]) => nodes.map((n) => n.id);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

/** The node with this id and its ancestors' ids (outermost first), or undefined. */
function locate(tree: readonly Node[], id: number) {
  const path = find(tree, id);
  if (!path) return undefined;
  const node = path.at(-1)!;
  return { subtree: ids(allNodes([node])), ancestors: ids(path.slice(0, -1)) };
}

type Place = NonNullable<ReturnType<typeof locate>>;

/** Applies a change to the read/write sets of a menu that exists; an unknown id changes nothing. */
function change(
  tree: readonly Node[],
  selection: MenuSelection,
  id: number,
  edit: (at: Place, read: Set<number>, write: Set<number>) => void,
): MenuSelection {
  const at = locate(tree, id);
  if (!at) return selection;
  const read = new Set(selection.read);
  const write = new Set(selection.write);
  edit(at, read, write);
  return { read: sorted(read), write: sorted(write) };
}

/**
 * Checks or unchecks access on a menu. Checking also checks its submenus and its parents
 * (a submenu is only reachable through its parent); unchecking clears it, its submenus
 * and their write.
 */
export function toggleAccess(
  tree: readonly Node[],
  selection: MenuSelection,
  id: number,
  checked: boolean,
): MenuSelection {
  return change(tree, selection, id, (at, read, write) => {
    if (checked) [...at.subtree, ...at.ancestors].forEach((n) => read.add(n));
    else at.subtree.forEach((n) => (read.delete(n), write.delete(n)));
  });
}

/** Checks or unchecks write on a menu and its submenus; write brings access with it. */
export function toggleWrite(
  tree: readonly Node[],
  selection: MenuSelection,
  id: number,
  checked: boolean,
): MenuSelection {
  const base = checked ? toggleAccess(tree, selection, id, true) : selection;
  return change(tree, base, id, (at, _read, write) => {
    at.subtree.forEach((n) => (checked ? write.add(n) : write.delete(n)));
  });
}

/** How the access checkbox of a menu shows, from its own and its submenus' state. */
export function accessState(
  tree: readonly Node[],
  selection: MenuSelection,
  id: number,
): CheckState {
  const at = locate(tree, id);
  if (!at) return 'unchecked';
  const chosen = at.subtree.filter((n) => selection.read.includes(n)).length;
  if (chosen === at.subtree.length) return 'checked';
  return chosen === 0 ? 'unchecked' : 'indeterminate';
}

const parseIds = (json: string | null | undefined): number[] => {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((n) => Number.isInteger(n));
};

/** The selection stored for a role: `data_menu` (access) and `menu_write` JSON id lists. */
export function selectionFromServer(
  dataMenu: string | null | undefined,
  menuWrite?: string | null,
): MenuSelection {
  const read = new Set(parseIds(dataMenu));
  const write = parseIds(menuWrite).filter((n) => read.has(n));
  return { read: sorted(read), write: sorted(new Set(write)) };
}

/** The body of POST master/menu/menu-role: id_role, menu_data and menu_write as JSON strings. */
export function roleMenuPayload(idRole: number, selection: MenuSelection) {
  return {
    id_role: idRole,
    menu_data: JSON.stringify(selection.read),
    menu_write: JSON.stringify(selection.write.filter((n) => selection.read.includes(n))),
  };
}
