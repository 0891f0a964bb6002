import { useRef, type ChangeEvent } from 'react';
import { format, useTexts } from '../lib/texts';

type Key = string | number;

/** Rows the user can select (a checkbox per row, one for the page), kept by the caller. */
export interface RowSelection<T> {
  /** The rowKey of every selected row. */
  selected: ReadonlySet<Key>;
  onChange: (selected: Set<Key>) => void;
  /** The row's name in its checkbox's label ('Pilih data Admin'). */
  nameOf: (row: T) => string;
}

const box = 'size-4 accent-primary align-middle';

/**
 * The selection column of a table: the page's checkbox (checked when every row is, mixed
 * when some are) and each row's. Space toggles the focused checkbox (native); a shift-click
 * sets every row from the last one clicked to this one as this one becomes.
 */
export function useSelectionColumn<T>(
  rows: readonly T[],
  rowKey: (row: T) => Key,
  selection: RowSelection<T> | undefined,
) {
  const t = useTexts();
  const anchor = useRef<number | null>(null);
  if (!selection) return null;
  const { selected, onChange, nameOf } = selection;
  const keys = rows.map(rowKey);
  const count = keys.filter((k) => selected.has(k)).length;
  const all = rows.length > 0 && count === rows.length;

  const toggle = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const on = event.currentTarget.checked;
    // React reports a checkbox's change from its click, so the click's shift key is there.
    const shift = (event.nativeEvent as MouseEvent).shiftKey;
    const from = shift && anchor.current !== null ? Math.min(anchor.current, index) : index;
    const to = shift && anchor.current !== null ? Math.max(anchor.current, index) : index;
    const next = new Set(selected);
    for (const key of keys.slice(from, to + 1)) {
      if (on) next.add(key);
      else next.delete(key);
    }
    anchor.current = index;
    onChange(next);
  };

  return {
    header: (
      <input
        type="checkbox"
        className={box}
        aria-label={t.list.selectPage}
        checked={all}
        disabled={rows.length === 0}
        ref={(el) => {
          if (el) el.indeterminate = count > 0 && !all;
        }}
        onChange={() => {
          anchor.current = null;
          onChange(
            all
              ? new Set([...selected].filter((k) => !keys.includes(k)))
              : new Set([...selected, ...keys]),
          );
        }}
      />
    ),
    cell: (row: T, index: number) => (
      <input
        type="checkbox"
        className={box}
        aria-label={format(t.list.selectRow, { name: nameOf(row) })}
        checked={selected.has(rowKey(row))}
        onChange={(event) => toggle(index, event)}
      />
    ),
  };
}
