import type { CSSProperties } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';

/** The column a list is sorted by and its direction. */
export interface SortState {
  column: string;
  dir: 'asc' | 'desc';
}

interface SortHeaderProps {
  column: { id: string; header: string; sortable?: boolean };
  sort?: SortState | null;
  onSort?: (columnId: string) => void;
  className?: string;
  style?: CSSProperties;
}

/** A column header; sortable ones are buttons and announce their order through aria-sort. */
export function SortHeader({ column, sort, onSort, className, style }: SortHeaderProps) {
  const active = sort?.column === column.id ? sort.dir : null;
  if (!column.sortable || !onSort) {
    return (
      <th scope="col" className={className} style={style}>
        {column.header}
      </th>
    );
  }
  return (
    <th
      scope="col"
      className={className}
      style={style}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        data-slot="sort-button"
        data-state={active ?? 'none'}
        onClick={() => onSort(column.id)}
        className={cx(
          'inline-flex items-center gap-1 rounded font-semibold hover:text-primary',
          'focus-visible:outline-2 focus-visible:outline-ring',
        )}
      >
        {column.header}
        <Icon
          name={active === 'asc' ? 'chevronUp' : active === 'desc' ? 'chevronDown' : 'sort'}
          className={cx('size-3.5', !active && 'opacity-40')}
        />
      </button>
    </th>
  );
}
