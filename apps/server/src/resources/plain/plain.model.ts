// A plain master as the rest of the server sees it, made from its declaration
// (`PLAIN_MASTERS`) and its table: its lifecycle, its list, and the values a form writes.
import { MASTERS, PLAIN_MASTERS, plainFieldNames, plainFields, type PlainKind } from '@cermat/core';
import { getTableColumns, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { plainTables } from '../../db/plain-tables';
import type { Lifecycled } from '../../records/lifecycle';
import { withIsoDates } from '../../records/rows';

/** A table's column by its declared name; a declaration naming no column does not start. */
function columnOf(columns: Record<string, PgColumn>, name: string, kind: PlainKind): PgColumn {
  const column = columns[name];
  if (!column) throw new Error(`${kind}: its table has no column ${name}`);
  return column;
}

/** The field each unique index of the table guards, by the index's name. */
function uniqueIndexes(kind: PlainKind, fields: string[]): Record<string, string> {
  const byIndex: Record<string, string> = {};
  for (const index of getTableConfig(plainTables[kind]).indexes) {
    if (!index.config.unique) continue;
    // `lower(column)`: the column is one of the expression's chunks.
    const chunks = index.config.columns.flatMap((part) =>
      'queryChunks' in part ? (part as SQL).queryChunks : [part],
    );
    const field = fields.find((name) => chunks.some((chunk) => (chunk as PgColumn).name === name));
    if (field && index.config.name) byIndex[index.config.name] = field;
  }
  return byIndex;
}

const models: Partial<Record<PlainKind, ReturnType<typeof bindPlain>>> = {};

/** The binding of one plain master (made once: the handlers, the registry and the restorer share it). */
export const plainModel = (kind: PlainKind) => (models[kind] ??= bindPlain(kind));

function bindPlain(kind: PlainKind) {
  const declared = PLAIN_MASTERS[kind];
  const specs = Object.fromEntries(plainFields(kind));
  const table: PgTable = plainTables[kind];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = plainFieldNames(kind);
  const id = columnOf(columns, declared.id, kind);
  const lifecycle: Lifecycled = {
    entity: MASTERS[kind].entity,
    table,
    id,
    status: columnOf(columns, 'status', kind),
    updatedAt: columnOf(columns, 'updated_at', kind),
  };
  const listSpec = {
    table,
    columns,
    searchable: fields.map((name) => columnOf(columns, name, kind)),
    sortable: Object.fromEntries(
      MASTERS[kind].sortColumns.map((name) => [name, columnOf(columns, name, kind)]),
    ),
    tieBreaker: id,
    statusColumn: lifecycle.status,
    toRow: withIsoDates,
  };
  /** A form's (or a snapshot's) values of the declared fields; an empty optional one is NULL. */
  const valuesOf = (source: Record<string, unknown>) =>
    Object.fromEntries(
      fields.map((name) => {
        const value = source[name];
        const text = typeof value === 'string' ? value : '';
        return [name, text === '' && !specs[name]?.required ? null : text];
      }),
    );
  return {
    declared,
    table,
    id,
    fields,
    lifecycle,
    listSpec,
    valuesOf,
    uniqueBy: uniqueIndexes(kind, fields),
  };
}
