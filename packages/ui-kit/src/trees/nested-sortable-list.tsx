import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Sortable from 'sortablejs';
import { cx } from '../lib/cx';
import { Icon, type IconName } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { MenuIcon } from './menu-icon';
import { height, subtreeIds, type TreeId, type TreeItem } from './tree';
import { moveItem, moveTo, type TreeMove } from './tree-moves';

export interface NestedSortableListProps {
  items: readonly TreeItem[];
  /** The whole tree after every drag or keyboard move. */
  onChange: (items: TreeItem[]) => void;
  /** Names the list (e.g. 'Silahkan Mengurutkan Menu'). */
  label: string;
  /** Menus and submenus: 2 levels unless told. */
  maxDepth?: number;
}

const moves: ReadonlyArray<{
  move: TreeMove;
  icon: IconName;
  key: 'moveUp' | 'moveDown' | 'moveIn' | 'moveOut';
}> = [
  { move: 'up', icon: 'arrowUp', key: 'moveUp' },
  { move: 'down', icon: 'arrowDown', key: 'moveDown' },
  { move: 'in', icon: 'indent', key: 'moveIn' },
  { move: 'out', icon: 'outdent', key: 'moveOut' },
];

/**
 * Menu ordering: drag an item by its handle (sortablejs), or use its buttons to move it up,
 * down, into the item above or out of its parent. After a keyboard move the focus follows the item.
 */
export function NestedSortableList({
  items,
  onChange,
  label,
  maxDepth = 2,
}: NestedSortableListProps) {
  const [focusAfter, setFocusAfter] = useState<{ id: TreeId; move: TreeMove } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // Sortable callbacks outlive renders; they read the newest tree and handler from here.
  const latest = useRef({ items, onChange, maxDepth });
  latest.current = { items, onChange, maxDepth };

  const move = (id: TreeId, m: TreeMove) => {
    const next = moveItem(items, id, m, maxDepth);
    if (!next) return;
    setFocusAfter({ id, move: m });
    onChange(next);
  };

  // The moved item's list may have been re-created; bring focus back to its button.
  useLayoutEffect(() => {
    if (!focusAfter || !root.current) return;
    const row = root.current.querySelector<HTMLElement>(
      `[data-item-id="${String(focusAfter.id)}"]`,
    );
    const buttons = Array.from(
      row?.querySelectorAll<HTMLButtonElement>(':scope > div [data-move]') ?? [],
    );
    const same = buttons.find((b) => b.dataset.move === focusAfter.move && !b.disabled);
    (same ?? buttons.find((b) => !b.disabled))?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  const drop = (id: string, parent: string, index: number) => {
    const { items: now, onChange: report, maxDepth: depth } = latest.current;
    const moved = idFrom(id, now);
    if (moved === null) return;
    const next = moveTo(now, moved, idFrom(parent, now), index, depth);
    if (next) report(next);
  };

  return (
    <div ref={root} data-slot="nested-sortable-list" role="group" aria-label={label}>
      <Level
        items={items}
        parent={null}
        depth={1}
        maxDepth={maxDepth}
        onMove={move}
        onDrop={drop}
      />
    </div>
  );
}

interface LevelProps {
  items: readonly TreeItem[];
  parent: TreeId | null;
  depth: number;
  maxDepth: number;
  onMove: (id: TreeId, move: TreeMove) => void;
  /** Raw data-attribute ids: the dragged item and its new parent list ('' = top level). */
  onDrop: (id: string, parent: string, index: number) => void;
}

/** Data attributes carry ids as text; this finds the tree's own id (number or string) again. */
const idFrom = (raw: string | undefined, tree: readonly TreeItem[]): TreeId | null =>
  raw ? (tree.flatMap(subtreeIds).find((id) => String(id) === raw) ?? null) : null;

function Level({ items, parent, depth, maxDepth, onMove, onDrop }: LevelProps) {
  const list = useRef<HTMLUListElement>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;

  useEffect(() => {
    if (!list.current) return;
    const sortable = Sortable.create(list.current, {
      group: 'nested-menu',
      handle: '[data-drag-handle]',
      animation: 150,
      fallbackOnBody: true,
      swapThreshold: 0.65,
      // Empty submenu lists take no room; dropping near one still nests into it.
      emptyInsertThreshold: 16,
      onEnd: (evt) => {
        const { item, from, to, oldIndex, newIndex } = evt;
        if (oldIndex === undefined || newIndex === undefined) return;
        // Undo sortable's DOM move: React owns the DOM and re-renders from the new tree.
        from.insertBefore(item, from.children[oldIndex] ?? null);
        if (from === to && oldIndex === newIndex) return;
        dropRef.current(item.dataset.itemId ?? '', to.dataset.parentId ?? '', newIndex);
      },
    });
    return () => sortable.destroy();
  }, []);

  return (
    <ul
      ref={list}
      data-parent-id={parent ?? ''}
      className={cx('grid gap-1.5', depth > 1 && 'mt-1.5 ml-8 empty:mt-0')}
    >
      {items.map((item, index) => (
        <li key={item.id} data-item-id={item.id} className="rounded-md">
          <ItemRow
            item={item}
            canUp={index > 0}
            canDown={index < items.length - 1}
            canIn={index > 0 && !items[index - 1]?.leaf && depth + height(item) <= maxDepth}
            canOut={depth > 1}
            onMove={onMove}
          />
          {/* A leaf gets no list of its own, so a drag cannot drop into it either. */}
          {depth < maxDepth && !item.leaf ? (
            <Level
              items={item.sub ?? []}
              parent={item.id}
              depth={depth + 1}
              maxDepth={maxDepth}
              onMove={onMove}
              onDrop={onDrop}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface ItemRowProps {
  item: TreeItem;
  canUp: boolean;
  canDown: boolean;
  canIn: boolean;
  canOut: boolean;
  onMove: (id: TreeId, move: TreeMove) => void;
}

function ItemRow({ item, canUp, canDown, canIn, canOut, onMove }: ItemRowProps) {
  const t = useTexts();
  const allowed: Record<TreeMove, boolean> = { up: canUp, down: canDown, in: canIn, out: canOut };
  return (
    <div className="flex items-center gap-2 rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg shadow-xs">
      <span
        data-drag-handle
        aria-hidden="true"
        className="cursor-grab p-1 text-muted-fg active:cursor-grabbing"
      >
        <Icon name="grip" />
      </span>
      <MenuIcon icon={item.icon} />
      {/* No width of its own (w-0): a long name is cut, it never widens the list past a phone. */}
      <span data-slot="item-name" className="w-0 flex-1 truncate">
        {item.name}
      </span>
      {moves.map(({ move, icon, key }) => (
        <button
          key={move}
          type="button"
          data-move={move}
          disabled={!allowed[move]}
          onClick={() => onMove(item.id, move)}
          className="rounded p-1.5 text-muted-fg hover:bg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-30"
        >
          <Icon name={icon} />
          <span className="sr-only">{`${t.menu[key]} ${item.name}`}</span>
        </button>
      ))}
    </div>
  );
}
