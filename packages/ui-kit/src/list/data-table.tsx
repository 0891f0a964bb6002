import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { observeSize } from '../lib/observe-size';
import { useMediaQuery } from '../lib/use-media-query';
import { useTexts } from '../lib/texts';
import { DataCards } from './data-cards';
import { useSelectionColumn, type RowSelection } from './data-table-selection';
import { RowActions, type RowAction } from './row-actions';
import { StatusBadge, type RecordStatus } from './status-badge';
import { SortHeader, type SortState } from './sort-header';
import { LINK, TruncatedText } from './truncated-text';
import { computeWindow } from './windowing';

export type { SortState } from './sort-header';

export interface DataColumn<T> {
  /** Reported to onSort; also the React key. */
  id: string;
  header: string;
  /** The cell's content; null, undefined or '' show the empty mark '-'. */
  value: (row: T) => ReactNode;
  /** Makes a text cell a link to this address (cut and wrapped as any other text cell). */
  href?: (row: T) => string;
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
  /** Ids of columns the user chose not to see (`STATUS_COLUMN` for the status). */
  hidden?: readonly string[];
  className?: string;
}

// Rows are at least this high (the action buttons need it), and a windowed table's rows no
// more (their text stays on one line), so the window is computed without measuring each one.
const ROW_HEIGHT = 52;
const VIEWPORT_HEIGHT = 624;
const OVERSCAN = 6;
/** Up to this many rows everything renders; beyond it only the visible window does. */
const WINDOW_ABOVE = 60;

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '';

// Text cells stay on one line (a long description or link cannot push Status and Aksi away).
const cellContent = (v: ReactNode, empty: string, href?: string) =>
  isEmpty(v) ? empty : typeof v === 'string' ? <TruncatedText text={v} href={href} /> : v;

/** A card's field: text wraps between words there, a link stays one. */
const fieldContent = (v: ReactNode, empty: string, href?: string) =>
  isEmpty(v) ? (
    empty
  ) : href ? (
    <a href={href} className={LINK}>
      {v}
    </a>
  ) : (
    v
  );

/** The id of the status column, for `hidden`. */
export const STATUS_COLUMN = 'status';
/** Below this width (Tailwind's sm) each row is a card. */
const NARROW = '(max-width: 639.98px)';
/** The action cell's side padding and its border, beside its buttons' width. */
const ACTIONS_PADDING = 25;

/*
 * The action column takes its own space at the right of the card and never lies over a cell:
 * its cells are positioned against the card (outside the sideways scroller, whose clip they
 * escape), and the scroller ends where they begin. So the data columns scroll beside it, not
 * under it, and every cell that shows is whole.
 */
const pinned =
  'absolute right-0 flex items-center whitespace-nowrap shadow-[inset_1px_0_0_var(--color-border)]';

/**
 * The list table: sortable headers (aria-sort), loading and empty rows, '-' for empty cells,
 * status badges and per-status row actions. Long pages (500 rows) render only the rows in
 * view, so the page stays fast; the table still reports its full row count. A table wider
 * than its card scrolls inside it beside the action column; on a narrow screen each row is a
 * card with its fields and the same actions.
 */
export function DataTable<T>({
  label,
  columns: allColumns,
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
  hidden = [],
  className,
}: DataTableProps<T>) {
  const t = useTexts();
  const select = useSelectionColumn(rows, rowKey, selection);
  const narrow = useMediaQuery(NARROW);
  const frame = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(VIEWPORT_HEIGHT);
  const windowed = !narrow && !loading && rows.length > WINDOW_ABOVE;
  const columns = allColumns.filter((c) => !hidden.includes(c.id));
  const status = statusOf && !hidden.includes(STATUS_COLUMN) ? statusOf : undefined;

  // The real height once laid out (read after layout, not while React commits); jsdom
  // (height 0) and the first paint use the nominal one.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    return observeSize(element, () => {
      if (element.clientHeight) setViewport(element.clientHeight);
    });
  }, [windowed]);

  // The action column is as wide as its widest cell (a row of Restore and Hapus is wider than
  // one of Disable and Edit), and each of its cells as high as its row, which the positioned
  // cell does not share (a wrapped header or cell makes its row taller). Measured when the
  // cells are laid out and whenever they change size: a size observer reports after layout,
  // before paint, so no read forces a layout of the page while React commits (a forced layout
  // on every render cost 10–20 ms a render of a list screen).
  const actionCells = () => [
    ...(frame.current?.querySelectorAll<HTMLElement>('[data-slot="actions-cell"]') ?? []),
  ];
  const fitActions = () => {
    const element = frame.current;
    if (!element) return;
    const cells = actionCells();
    const widths = cells.map((c) => (c.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0);
    const heights = cells.map((c) => `${(c.parentElement as HTMLElement).offsetHeight}px`);
    const width = `${Math.max(0, ...widths) + ACTIONS_PADDING}px`;
    if (element.style.getPropertyValue('--actions-w') !== width)
      element.style.setProperty('--actions-w', width);
    cells.forEach((c, i) => {
      if (c.style.height !== heights[i]) c.style.height = heights[i] ?? '';
    });
  };
  // Watched from the commit (watching reads nothing): the first report comes before the
  // new rows are painted.
  useLayoutEffect(() => {
    const watched = actionCells().flatMap((c) => [c.firstElementChild, c.parentElement]);
    const stops = watched.flatMap((e) => (e ? [observeSize(e, fitActions)] : []));
    return () => stops.forEach((stop) => stop());
  });

  const showActions = !!canWrite && !!(onRowAction || extraActions);
  const actionsOf = (row: T) =>
    showActions ? (
      <>
        {statusOf && onRowAction ? (
          <RowActions status={statusOf(row)} onAction={(a) => onRowAction(a, row)} />
        ) : null}
        {extraActions?.(row)}
      </>
    ) : undefined;
  const message = loading ? t.list.loading : rows.length === 0 ? t.list.empty : null;

  if (narrow)
    return (
      <DataCards
        label={label}
        message={message}
        selectPage={select?.header}
        cards={rows.map((row, index) => {
          const [first, ...rest] = columns;
          const v = first?.value(row);
          return {
            key: rowKey(row),
            title: isEmpty(v) ? t.common.empty : v,
            fields: [
              ...(firstNumber !== undefined
                ? [{ id: 'number', label: t.common.number, value: firstNumber + index }]
                : []),
              ...rest.map((c) => ({
                id: c.id,
                label: c.header,
                value: fieldContent(c.value(row), t.common.empty, c.href?.(row)),
              })),
            ],
            status: status?.(row),
            select: select?.cell(row, index),
            actions: actionsOf(row),
          };
        })}
      />
    );

  const colCount =
    columns.length + (select ? 1 : 0) + (firstNumber !== undefined ? 1 : 0) + (status ? 1 : 0);
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
  // The header stays at the top of a windowed table as it scrolls: moved by the scroll, since
  // the sideways scroller between it and the card would hold a sticky header in place.
  const header = cx(cell, 'relative z-10 bg-muted');
  const headerStyle = windowed ? { transform: `translateY(${scrollTop}px)` } : undefined;

  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" style={{ height }}>
        <td colSpan={colCount} className="p-0" />
      </tr>
    ) : null;

  // A keyboard scrolls the table itself when it is windowed, or when nothing inside it takes
  // focus (no sort header, no action, no checkbox: a preview) and it may scroll sideways.
  // The frame scrolls a windowed table up and down; the scroller inside scrolls sideways.
  const keyboardScroll = windowed || (!onSort && !canWrite && !selection);
  const scrollRegion = (scrolls: boolean) =>
    scrolls && keyboardScroll ? { role: 'region' as const, 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div
      ref={frame}
      data-slot="data-table"
      data-windowed={windowed || undefined}
      {...scrollRegion(windowed)}
      onScroll={windowed ? (e) => setScrollTop(e.currentTarget.scrollTop) : undefined}
      className={cx(
        'relative w-full max-w-full min-w-0 overflow-x-hidden overflow-y-auto rounded-md border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      style={windowed ? { maxHeight: VIEWPORT_HEIGHT } : undefined}
    >
      <div
        data-slot="table-scroller"
        {...scrollRegion(!windowed)}
        className="overflow-x-auto overflow-y-hidden focus-visible:outline-2 focus-visible:outline-ring"
        style={showActions ? { marginRight: 'var(--actions-w)' } : undefined}
      >
        <table
          className="w-full border-collapse text-left text-sm text-fg"
          aria-busy={loading || undefined}
          aria-rowcount={windowed ? rows.length + 1 : undefined}
        >
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              {select ? (
                <th scope="col" className={cx(header, 'w-10')} style={headerStyle}>
                  {select.header}
                </th>
              ) : null}
              {firstNumber !== undefined ? (
                <th scope="col" className={cx(header, 'w-14')} style={headerStyle}>
                  {t.common.number}
                </th>
              ) : null}
              {columns.map((c) => (
                <SortHeader
                  key={c.id}
                  column={c}
                  sort={sort}
                  onSort={onSort}
                  className={cx(header, c.className)}
                  style={headerStyle}
                />
              ))}
              {status ? (
                <th scope="col" className={header} style={headerStyle}>
                  {t.common.status}
                </th>
              ) : null}
              {showActions ? (
                <th
                  scope="col"
                  data-slot="actions-cell"
                  className={cx(cell, pinned, 'z-20 bg-muted')}
                  style={{ top: windowed ? scrollTop : 0, width: 'var(--actions-w)' }}
                >
                  {t.common.actions}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {message !== null ? (
              <tr data-slot="table-message">
                <td colSpan={colCount} className="px-3 py-6 text-center text-muted-fg">
                  {message}
                </td>
              </tr>
            ) : (
              [
                spacer(range.padTop, 'pad-top'),
                ...rows.slice(range.start, range.end).map((row, offset) => {
                  const index = range.start + offset;
                  const state = status?.(row);
                  return (
                    <tr
                      key={rowKey(row)}
                      aria-rowindex={windowed ? index + 2 : undefined}
                      className="border-t border-border hover:bg-muted/50"
                      style={{ height: ROW_HEIGHT }}
                    >
                      {select ? <td className={cell}>{select.cell(row, index)}</td> : null}
                      {firstNumber !== undefined ? (
                        <td className={cell}>{firstNumber + index}</td>
                      ) : null}
                      {columns.map((c) => (
                        <td key={c.id} className={cx(cell, c.className)}>
                          {cellContent(c.value(row), t.common.empty, c.href?.(row))}
                        </td>
                      ))}
                      {status ? (
                        <td className={cell}>{state ? <StatusBadge status={state} /> : null}</td>
                      ) : null}
                      {showActions ? (
                        <td
                          data-slot="actions-cell"
                          className={cx(cell, pinned, 'border-t border-border bg-surface')}
                          style={{ width: 'var(--actions-w)' }}
                        >
                          <div data-slot="actions-content" className="flex w-max gap-1.5">
                            {actionsOf(row)}
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  );
                }),
                spacer(range.padBottom, 'pad-bottom'),
              ]
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
