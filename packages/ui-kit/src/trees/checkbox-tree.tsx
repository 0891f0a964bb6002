import { useEffect, useRef } from 'react';
import { cx } from '../lib/cx';
import { useTexts } from '../lib/texts';
import { accessState, setAccess, setWrite, type MenuRights } from './menu-rights';
import { MenuIcon } from './menu-icon';
import type { TreeItem } from './tree';

export interface CheckboxTreeProps {
  items: readonly TreeItem[];
  value: MenuRights;
  onChange: (value: MenuRights) => void;
  /** Names the whole tree (e.g. the role being configured). */
  label: string;
  disabled?: boolean;
}

/**
 * The role-menu tree: per menu an access checkbox (named by the menu) and a write checkbox
 * ('Tulis: <menu>'). Parents check and uncheck their submenus and show 'mixed' in between.
 */
export function CheckboxTree({ items, value, onChange, label, disabled }: CheckboxTreeProps) {
  return (
    <fieldset
      data-slot="checkbox-tree"
      className="rounded-md border border-border bg-surface p-3"
      disabled={disabled}
    >
      <legend className="px-1 text-sm font-semibold text-fg">{label}</legend>
      <Branch items={items} tree={items} value={value} onChange={onChange} level={1} />
    </fieldset>
  );
}

interface BranchProps {
  items: readonly TreeItem[];
  tree: readonly TreeItem[];
  value: MenuRights;
  onChange: (value: MenuRights) => void;
  level: number;
}

function Branch({ items, tree, value, onChange, level }: BranchProps) {
  return (
    <ul className={cx('grid gap-1', level > 1 && 'ml-6 border-l border-border pl-3')}>
      {items.map((item) => (
        <li key={item.id}>
          <Row item={item} tree={tree} value={value} onChange={onChange} />
          {item.sub?.length ? (
            <Branch
              items={item.sub}
              tree={tree}
              value={value}
              onChange={onChange}
              level={level + 1}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Row({
  item,
  tree,
  value,
  onChange,
}: Omit<BranchProps, 'items' | 'level'> & { item: TreeItem }) {
  const t = useTexts();
  const state = accessState(item, value.access);
  const box = useRef<HTMLInputElement>(null);
  // 'mixed' exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  const write = value.write.includes(item.id);
  return (
    <div
      data-slot="tree-row"
      data-state={state}
      className="flex items-center justify-between gap-4 rounded px-2 py-1.5 hover:bg-muted"
    >
      <label className="inline-flex items-center gap-2 text-sm text-fg">
        <input
          ref={box}
          type="checkbox"
          className="size-4 accent-primary"
          checked={state === 'checked'}
          onChange={() => onChange(setAccess(tree, value, item.id, state !== 'checked'))}
        />
        <MenuIcon icon={item.icon} />
        {item.name}
      </label>
      <label className="inline-flex items-center gap-1.5 text-xs text-muted-fg">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={write}
          aria-label={`${t.menu.write}: ${item.name}`}
          onChange={() => onChange(setWrite(tree, value, item.id, !write))}
        />
        <span aria-hidden="true">{t.menu.write}</span>
      </label>
    </div>
  );
}
