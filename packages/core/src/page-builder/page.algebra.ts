import { GRID_MAX, GRID_MIN, ORDER_MIN } from '../constants';
import { fieldMessage } from '../forms/field-messages';
import { id, type Messages } from '../i18n';
import { isComponentName } from './component-name';
import type { ColumnDraft, ColumnField, PageColumn, PageRow } from './page.types';

/** An empty column dialog (grid placeholder, no component, no order). */
export const emptyDraft: ColumnDraft = { grid: null, component: '', order: null };

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** Sorts columns by order (stable for equal orders) and numbers them from 1. */
export function arrangeColumns(columns: readonly Omit<PageColumn, 'number'>[]): PageColumn[] {
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => a.column.order - b.column.order || a.index - b.index)
    .map(({ column }, i) => ({ ...column, number: i + 1 }));
}

/** Numbers rows from 1 in their current order. */
const renumberRows = (rows: readonly PageRow[]): PageRow[] =>
  rows.map((row, i) => ({ ...row, number: i + 1 }));

/** Adds an empty row at the end. */
export function addRow(rows: readonly PageRow[]): PageRow[] {
  return [...rows, { number: rows.length + 1, columns: [] }];
}

/** Deletes a row; the rows after it move up and everything is renumbered from 1. */
export function deleteRow(rows: readonly PageRow[], rowNumber: number): PageRow[] {
  return renumberRows(rows.filter((row) => row.number !== rowNumber));
}

/** Per-field messages of a column draft; empty when it can be saved (grid 1..12, order ≥ 1, a component name by core's rule). */
export function validateColumn(
  draft: ColumnDraft,
  messages: Messages = id,
): Partial<Record<ColumnField, string>> {
  const errors: Partial<Record<ColumnField, string>> = {};
  if (!isInt(draft.grid) || draft.grid < GRID_MIN || draft.grid > GRID_MAX) {
    errors.grid = messages.page.gridInvalid;
  }
  const component = draft.component.trim();
  if (component === '') errors.component = messages.page.componentRequired;
  else if (!isComponentName(component))
    errors.component = fieldMessage(
      messages.page.componentFile,
      { kind: 'componentName' },
      messages,
    );
  if (!isInt(draft.order) || draft.order < ORDER_MIN) errors.order = messages.page.orderInvalid;
  return errors;
}

/** True when the draft has no validation errors. */
const isValidColumn = (draft: ColumnDraft): boolean =>
  Object.keys(validateColumn(draft)).length === 0;

function mapRow(
  rows: readonly PageRow[],
  rowNumber: number,
  change: (c: PageColumn[]) => PageColumn[],
) {
  return rows.map((row) =>
    row.number === rowNumber ? { ...row, columns: change(row.columns) } : row,
  );
}

/**
 * Saves the dialog's column into a row: adds it (no `columnNumber`) or replaces that
 * column, then re-sorts the row by order. An invalid draft or unknown row changes nothing.
 */
export function saveColumn(
  rows: readonly PageRow[],
  rowNumber: number,
  draft: ColumnDraft,
  columnNumber?: number,
): PageRow[] {
  if (!isValidColumn(draft) || !rows.some((r) => r.number === rowNumber)) return [...rows];
  const column = { grid: draft.grid!, component: draft.component.trim(), order: draft.order! };
  return mapRow(rows, rowNumber, (columns) =>
    arrangeColumns(
      columnNumber === undefined
        ? [...columns, column]
        : columns.map((c) => (c.number === columnNumber ? column : c)),
    ),
  );
}

/** Deletes a column from a row; the rest are renumbered. */
export function deleteColumn(
  rows: readonly PageRow[],
  rowNumber: number,
  columnNumber: number,
): PageRow[] {
  return mapRow(rows, rowNumber, (columns) =>
    arrangeColumns(columns.filter((c) => c.number !== columnNumber)),
  );
}

/** The dialog draft of an existing column (edit mode), or undefined when it does not exist. */
export function draftOf(
  rows: readonly PageRow[],
  rowNumber: number,
  columnNumber: number,
): ColumnDraft | undefined {
  const column = rows
    .find((r) => r.number === rowNumber)
    ?.columns.find((c) => c.number === columnNumber);
  return column && { grid: column.grid, component: column.component, order: column.order };
}
