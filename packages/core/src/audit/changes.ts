import { AUDIT_REFERENCES, MENU_TYPE } from '@cermat/vocabulary';
import { fill, id, type Messages } from '../i18n';
import { fieldLabelsOf, isHidden, labelOf } from './fields';
import {
  nameOf,
  namesValue,
  pageRowsValue,
  parsed,
  plainValue,
  type AuditNames,
  type ValueContext,
} from './values';

export type { AuditNames } from './values';

/** A record's state as the trail keeps it: field → value (contract `auditValues`). */
type State = Readonly<Record<string, unknown>> | null | undefined;

/** One line of a change: a field that changed, by its label, with both values as shown. */
interface AuditChange {
  /** The recorded field (a menu order's entry: `order.<menu id>`). */
  readonly key: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

interface ChangeOptions {
  readonly messages?: Messages;
  /** The zone dates show in (default: the house's). */
  readonly zone?: string;
  /** Names of the records the states refer to by id (the server's lookup). */
  readonly names?: AuditNames;
}

/** Equal as values: scalars, lists in order, objects by their own keys. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

// Own keys only: a state is data, and `__proto__` or `constructor` in it is a field like any.
const valueAt = (state: State, key: string): unknown =>
  state && Object.hasOwn(state, key) ? state[key] : undefined;

/** The fields whose values differ, own keys of either side, in the order given. */
function changedKeys(before: State, after: State): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.filter((key) => !same(valueAt(before, key) ?? null, valueAt(after, key) ?? null));
}

/** A menu order's entries (`[{id, parent, urutan}]` as JSON text), by menu id. */
function orderEntries(value: unknown): Map<string, unknown> | undefined {
  const entries = parsed(value);
  if (!Array.isArray(entries)) return undefined;
  return new Map(
    entries.map((entry: unknown) => [String((entry as { id?: unknown } | null)?.id), entry]),
  );
}

/** The menu order's change: one line per menu that moved, named, with its place. */
function orderChanges(
  ctx: ValueContext,
  before: unknown,
  after: unknown,
): AuditChange[] | undefined {
  const was = orderEntries(before);
  const now = orderEntries(after);
  if (!was || !now) return undefined;
  const place = (entry: unknown) => {
    if (entry === undefined) return ctx.m.common.empty;
    const { parent, urutan } = (entry ?? {}) as { parent?: unknown; urutan?: unknown };
    return fill(ctx.m.audit.menuPlace, {
      order: plainValue(ctx, urutan),
      parent: namesValue(ctx, 'menu', parent),
    });
  };
  const ids = [...new Set([...was.keys(), ...now.keys()])];
  return ids
    .filter((menu) => !same(was.get(menu), now.get(menu)))
    .map((menu) => ({
      key: `order.${menu}`,
      label: nameOf(ctx, 'menu', menu),
      before: place(was.get(menu)),
      after: place(now.get(menu)),
    }));
}

/** One recorded field's value as its screen shows it. */
function shownValue(ctx: ValueContext, entity: string, key: string, value: unknown): string {
  const references = AUDIT_REFERENCES[entity];
  if (references && Object.hasOwn(references, key)) return namesValue(ctx, references[key]!, value);
  if (entity === 'page' && key === 'rows') return pageRowsValue(ctx, value);
  // A secret is kept only as "changed" (DECISIONS "Every write is audited").
  if (key === 'password' && value === 'changed') return ctx.m.audit.changedSecret;
  return plainValue(ctx, value);
}

/**
 * What one audit row changed, field by field, as the forms and lists show it: only the
 * fields whose values differ, labelled as their form labels them, in the form's order;
 * dates, statuses, booleans and referenced records in words, never JSON. Any states at
 * all (odd keys, nested shapes, huge texts) are formatted without throwing.
 */
export function auditChanges(
  entity: string,
  before: State,
  after: State,
  options: ChangeOptions = {},
): AuditChange[] {
  const m = options.messages ?? id;
  const ctx: ValueContext = { m, zone: options.zone, names: options.names ?? {} };
  const isLabel = [before, after].some((s) => valueAt(s, 'menu_master_type') === MENU_TYPE.LABEL);
  const labels = fieldLabelsOf(m, entity, isLabel);
  const order = Object.keys(labels);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = changedKeys(before, after)
    .filter((key) => !isHidden(entity, key))
    .sort((a, b) => rank(a) - rank(b));
  return keys.flatMap((key) => {
    const was = valueAt(before, key);
    const now = valueAt(after, key);
    const moved = entity === 'menu_order' ? orderChanges(ctx, was, now) : undefined;
    return (
      moved ?? [
        {
          key,
          label: labelOf(labels, key, m),
          before: shownValue(ctx, entity, key, was),
          after: shownValue(ctx, entity, key, now),
        },
      ]
    );
  });
}
