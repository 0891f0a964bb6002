import { idListValue } from '@cermat/contract';
import { parseWith } from '../context/validate';

/** Timestamps travel as ISO 8601 (UTC, milliseconds): the exact value to send back. */
export const iso = (value: unknown): string => (value as Date).toISOString();

/** The id an `insert … returning { id }` made. */
export async function insertedId(rows: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Copies a record, turning created_at / updated_at into ISO strings. */
export function withIsoDates<T extends Record<string, unknown>>(record: T): T {
  return {
    ...record,
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
  };
}

/**
 * Decodes JSON text the contract already validated as a list of ids (selected_role,
 * menu_data, menu_write), with the contract's own schema for the decoded value.
 */
export const idList = (text: string): number[] => [
  ...new Set(parseWith(idListValue, JSON.parse(text))),
];
