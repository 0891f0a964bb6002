import { useEffect, useRef } from 'react';
import { cx } from '../lib/cx';
import { useTexts } from '../lib/texts';
import { MenuIcon } from './menu-icon';
import type { TreeId, TreeItem } from './tree';

/** How an access checkbox shows: checked, unchecked, or partly (some of its submenus). */
type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** What one menu's two checkboxes show. */
interface MenuRightState {
  access: CheckState;
  write: boolean;
  /**
   * Why a box may not be changed (the caller cannot grant or take away that right): the
   * box is disabled and says why on hover and to screen readers.
   */
  locked?: { access?: string | undefined; write?: string | undefined };
}

export interface CheckboxTreeProps {
  items: readonly TreeItem[];
  /** Names the whole tree (e.g. the role being configured). */
  label: string;
  /** Each menu's boxes; the console derives them from its selection rules (core). */
  stateOf: (id: TreeId) => MenuRightState;
  onToggleAccess: (id: TreeId, checked: boolean) => void;
  onToggleWrite: (id: TreeId, checked: boolean) => void;
  disabled?: boolean;
}

/**
 * The role-menu tree: per menu an access checkbox (named by the menu, 'mixed' when only some
 * submenus are chosen) and a write checkbox ('Tulis: <menu>'). It only shows and reports:
 * what a click does to parents and submenus is the caller's rule.
 */
export function CheckboxTree({ items, label, disabled, ...row }: CheckboxTreeProps) {
  return (
    <fieldset
      data-slot="checkbox-tree"
      className="rounded-md border border-border bg-surface p-3"
      disabled={disabled}
    >
      <legend className="px-1 text-sm font-semibold text-fg">{label}</legend>
      <Branch items={items} level={1} {...row} />
    </fieldset>
  );
}

type RowHandlers = Pick<CheckboxTreeProps, 'stateOf' | 'onToggleAccess' | 'onToggleWrite'>;

function Branch({
  items,
  level,
  ...row
}: RowHandlers & { items: readonly TreeItem[]; level: number }) {
  return (
    <ul className={cx('grid gap-1', level > 1 && 'ml-6 border-l border-border pl-3')}>
      {items.map((item) => (
        <li key={item.id}>
          <Row item={item} {...row} />
          {item.sub?.length ? <Branch items={item.sub} level={level + 1} {...row} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Row({ item, stateOf, onToggleAccess, onToggleWrite }: RowHandlers & { item: TreeItem }) {
  const t = useTexts();
  const { access, write, locked } = stateOf(item.id);
  const box = useRef<HTMLInputElement>(null);
  // 'mixed' exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (box.current) box.current.indeterminate = access === 'indeterminate';
  }, [access]);
  return (
    <div
      data-slot="tree-row"
      data-state={access}
      className="flex items-center justify-between gap-4 rounded px-2 py-1.5 hover:bg-muted"
    >
      <label className="inline-flex items-center gap-2 text-sm text-fg">
        <input
          ref={box}
          type="checkbox"
          className="size-4 accent-primary"
          checked={access === 'checked'}
          disabled={!!locked?.access}
          title={locked?.access}
          aria-description={locked?.access}
          onChange={() => onToggleAccess(item.id, access !== 'checked')}
        />
        <MenuIcon icon={item.icon} />
        {item.name}
      </label>
      {item.leaf ? null : (
        <label className="inline-flex items-center gap-1.5 text-xs text-muted-fg">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={write}
            disabled={!!locked?.write}
            title={locked?.write}
            aria-description={locked?.write}
            aria-label={`${t.menu.write}: ${item.name}`}
            onChange={() => onToggleWrite(item.id, !write)}
          />
          <span aria-hidden="true">{t.menu.write}</span>
        </label>
      )}
    </div>
  );
}
