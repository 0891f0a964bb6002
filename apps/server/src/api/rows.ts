/** Timestamps travel as ISO 8601 (UTC, milliseconds): the exact value to send back. */
export const iso = (value: unknown): string => (value as Date).toISOString();

/** Copies a record, turning created_at / updated_at into ISO strings. */
export function withIsoDates<T extends Record<string, unknown>>(record: T): T {
  return {
    ...record,
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
  };
}

/** Parses JSON text the contract already validated as a list of ids. */
export const idList = (text: string): number[] => [...new Set(JSON.parse(text) as number[])];
