import { STATUSES, type ReferencedKind } from '@cermat/vocabulary';
import { formatDate } from '../format/format';
import { fill, type Messages } from '../i18n';

/** Names of the records a change refers to by id, by kind: id → name ('3' → 'Admin'). */
export type AuditNames = Readonly<
  Partial<Record<ReferencedKind, Readonly<Record<string, string>>>>
>;

/** What formatting a value needs: the texts, the zone dates show in, the names. */
export interface ValueContext {
  readonly m: Messages;
  readonly zone: string | undefined;
  readonly names: AuditNames;
}

// Times as the trail keeps them (`2027-01-04T07:50:00.000Z`): shown as the lists show them.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isStatus = (text: string): text is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(text);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** A record named by its id: its name where one is known, else '#id'. */
export function nameOf(ctx: ValueContext, kind: ReferencedKind, id: unknown): string {
  const key = String(id);
  const names = ctx.names[kind];
  return names && Object.hasOwn(names, key)
    ? names[key]!
    : fill(ctx.m.audit.unknownRecord, { id: key });
}

/** A value the way the screens show it: no JSON, no ISO text, '-' for nothing. */
export function plainValue(ctx: ValueContext, value: unknown, depth = 0): string {
  if (isEmpty(value)) return ctx.m.common.empty;
  if (typeof value === 'boolean') return value ? ctx.m.common.yes : ctx.m.common.no;
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return formatDate(value, ctx.zone);
    return isStatus(value) ? ctx.m.status[value] : value;
  }
  if (typeof value !== 'object' || value === null) return String(value);
  // Deeper shapes are not the trail's (its values are scalars and lists): kept readable, bounded.
  if (depth > 3) return '…';
  if (Array.isArray(value)) return value.map((item) => plainValue(ctx, item, depth + 1)).join(', ');
  return Object.keys(value)
    .map((key) => `${key}: ${plainValue(ctx, (value as Record<string, unknown>)[key], depth + 1)}`)
    .join('; ');
}

/** Ids shown as the names of their records (a list of ids as a list of names). */
export function namesValue(ctx: ValueContext, kind: ReferencedKind, value: unknown): string {
  if (isEmpty(value)) return ctx.m.common.empty;
  // A menu's parent 0 is the root: no parent (spec §3).
  if (kind === 'menu' && value === 0) return ctx.m.audit.noParent;
  const ids = Array.isArray(value) ? value : [value];
  return ids.map((each) => nameOf(ctx, kind, each)).join(', ');
}

/** Parsed JSON text, or undefined when it is none. */
export function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A page's rows (their JSON text in the trail) as the builder shows them: 'Row 1: Col-6 x'. */
export function pageRowsValue(ctx: ValueContext, value: unknown): string {
  const rows = parsed(value);
  if (!Array.isArray(rows)) return plainValue(ctx, value);
  if (rows.length === 0) return ctx.m.common.empty;
  return rows
    .map((row: unknown, index) =>
      fill(ctx.m.audit.pageRow, {
        row: fill(ctx.m.page.row, { number: index + 1 }),
        columns: Array.isArray(row)
          ? row.map((column) => columnText(ctx, column)).join(', ') || ctx.m.common.empty
          : plainValue(ctx, row),
      }),
    )
    .join('; ');
}

function columnText(ctx: ValueContext, column: unknown): string {
  if (typeof column !== 'object' || column === null) return plainValue(ctx, column);
  const { grid, component } = column as { grid?: unknown; component?: unknown };
  return `${fill(ctx.m.page.column, { grid: plainValue(ctx, grid) })} ${plainValue(ctx, component)}`;
}
