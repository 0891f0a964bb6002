import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { observeSize } from '../lib/observe-size';
import { useTexts } from '../lib/texts';
import { useSelectionColumn, type RowSelection } from './data-table-selection';
import { RowActions, type RowAction } from './row-actions';
import { StatusBadge, type RecordStatus } from './status-badge';
import { SortHeader, type SortState } from './sort-header';
import { TruncatedText } from './truncated-text';
import { computeWindow } from './windowing';

export type { SortState } from './sort-header';

export interface DataColumn<T> {
  /** Reported to onSort; also the React key. */
  id: string;
  header: string;
  /** The cell's content; null, undefined or '' show the empty mark '-'. */
  value: (row: T) => ReactNode;
  sortable?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  /** The table's accessible name (e.g. the list title). */
  label: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  sort?: SortState | null;
  /** The header the user chose; toggling the direction is the caller's rule. */
  onSort?: (columnId: string) => void;
  /** The number of the first row ('No' column), counting earlier pages; omit for no 'No' column. */
  firstNumber?: number;
  /** Adds the status badge column. */
  statusOf?: (row: T) => RecordStatus;
  /** Without write right there is no action column at all. */
  canWrite?: boolean;
  onRowAction?: (action: RowAction, row: T) => void;
  /** More buttons after the status actions (e.g. 'Hak Akses'), shown only with write right. */
  extraActions?: (row: T) => ReactNode;
  /** Adds a checkbox per row and one for the page (bulk actions). */
  selection?: RowSelection<T>;
  className?: string;
}

// Rows are a fixed height so the window can be computed without measuring each one.
const ROW_HEIGHT = 52;
const VIEWPORT_HEIGHT = 624;
const OVERSCAN = 6;
/** Up to this many rows everything renders; beyond it only the visible window does. */
const WINDOW_ABOVE = 60;

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '';

// Text cells stay on one line (a long description cannot push Status and Aksi away).
const cellContent = (v: ReactNode, empty: string) =>
  isEmpty(v) ? empty : typeof v === 'string' ? <TruncatedText text={v} /> : v;

// The action column stays in view while the table scrolls sideways inside its card.
const pinned = 'sticky right-0 whitespace-nowrap shadow-[inset_1px_0_0_var(--color-border)]';

/**
 * The list table: sortable headers (aria-sort), loading and empty rows, '-' for empty cells,
 * status badges and per-status row actions. Long pages (500 rows) render only the rows in
 * view, so the page stays fast; the table still reports its full row count. A table wider
 * than its card scrolls inside it, the action column pinned at the right edge.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  sort,
  onSort,
  firstNumber,
  statusOf,
  canWrite,
  onRowAction,
  extraActions,
  selection,
  className,
}: DataTableProps<T>) {
  const t = useTexts();
  const select = useSelectionColumn(rows, rowKey, selection);
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(VIEWPORT_HEIGHT);
  const windowed = !loading && rows.length > WINDOW_ABOVE;

  // The real height once laid out (read after layout, not while React commits); jsdom
  // (height 0) and the first paint use the nominal one.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    return observeSize(element, () => {
      if (element.clientHeight) setViewport(element.clientHeight);
    });
  }, [windowed]);

  const showActions = !!canWrite && !!(onRowAction || extraActions);
  const colCount =
    columns.length +
    (select ? 1 : 0) +
    (firstNumber !== undefined ? 1 : 0) +
    (statusOf ? 1 : 0) +
    (showActions ? 1 : 0);
  const range = windowed
    ? computeWindow({
        count: rows.length,
        rowHeight: ROW_HEIGHT,
        viewportHeight: viewport,
        scrollTop,
        overscan: OVERSCAN,
      })
    : { start: 0, end: rows.length, padTop: 0, padBottom: 0 };
  const cell = 'px-3 py-2 align-middle';

  const message = (text: string) => (
    <tr data-slot="table-message">
      <td colSpan={colCount} className="px-3 py-6 text-center text-muted-fg">
        {text}
      </td>
    </tr>
  );
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" style={{ height }}>
        <td colSpan={colCount} className="p-0" />
      </tr>
    ) : null;

  // A keyboard scrolls the table itself when it is windowed, or when nothing inside it takes
  // focus (no sort header, no action, no checkbox: a preview) and it may scroll sideways.
  const keyboardScroll = windowed || (!onSort && !canWrite && !selection);
  return (
    <div
      ref={scroller}
      data-slot="data-table"
      data-windowed={windowed || undefined}
      role={keyboardScroll ? 'region' : undefined}
      aria-label={keyboardScroll ? label : undefined}
      tabIndex={keyboardScroll ? 0 : undefined}
      onScroll={windowed ? (e) => setScrollTop(e.currentTarget.scrollTop) : undefined}
      className={cx(
        'w-full max-w-full min-w-0 overflow-auto rounded-md border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      style={windowed ? { maxHeight: VIEWPORT_HEIGHT } : undefined}
    >
      <table
        className="w-full border-collapse text-left text-sm text-fg"
        aria-busy={loading || undefined}
        aria-rowcount={windowed ? rows.length + 1 : undefined}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-muted">
          <tr aria-rowindex={windowed ? 1 : undefined}>
            {select ? (
              <th scope="col" className={cx(cell, 'w-10')}>
                {select.header}
              </th>
            ) : null}
            {firstNumber !== undefined ? (
              <th scope="col" className={cx(cell, 'w-14')}>
                {t.common.number}
              </th>
            ) : null}
            {columns.map((c) => (
              <SortHeader
                key={c.id}
                column={c}
                sort={sort}
                onSort={onSort}
                className={cx(cell, c.className)}
              />
            ))}
            {statusOf ? (
              <th scope="col" className={cell}>
                {t.common.status}
              </th>
            ) : null}
            {showActions ? (
              <th scope="col" className={cx(cell, pinned, 'bg-muted')}>
                {t.common.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {loading
            ? message(t.list.loading)
            : rows.length === 0
              ? message(t.list.empty)
              : [
                  spacer(range.padTop, 'pad-top'),
                  ...rows.slice(range.start, range.end).map((row, offset) => {
                    const index = range.start + offset;
                    const status = statusOf?.(row);
                    return (
                      <tr
                        key={rowKey(row)}
                        aria-rowindex={windowed ? index + 2 : undefined}
                        className="border-t border-border hover:bg-muted/50"
                        style={windowed ? { height: ROW_HEIGHT } : undefined}
                      >
                        {select ? <td className={cell}>{select.cell(row, index)}</td> : null}
                        {firstNumber !== undefined ? (
                          <td className={cell}>{firstNumber + index}</td>
                        ) : null}
                        {columns.map((c) => {
                          const v = c.value(row);
                          return (
                            <td key={c.id} className={cx(cell, c.className)}>
                              {cellContent(v, t.common.empty)}
                            </td>
                          );
                        })}
                        {statusOf ? (
                          <td className={cell}>
                            {status ? <StatusBadge status={status} /> : null}
                          </td>
                        ) : null}
                        {showActions ? (
                          <td className={cx(cell, pinned, 'bg-surface')}>
                            <div className="flex gap-1.5">
                              {status && onRowAction ? (
                                <RowActions status={status} onAction={(a) => onRowAction(a, row)} />
                              ) : null}
                              {extraActions?.(row)}
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    );
                  }),
                  spacer(range.padBottom, 'pad-bottom'),
                ]}
        </tbody>
      </table>
    </div>
  );
}
