import { bounds, jsonTooDeep, type NamedEntry } from '@cermat/contract';
import type { z } from 'zod';
import type { Harness } from './harness';

/** The request as the binder reads it: path and query as text, the body as sent. */
export interface RawInput {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON text of the body; undefined when none is sent. */
  body: string | undefined;
}

const accepts = (schema: z.ZodType | undefined, value: unknown) =>
  !schema || schema.safeParse(value).success;

/** The body the binder would hand to the schema, or null where it refuses it unparsed. */
function bodyOf(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || !text.trim()) return {};
  if (jsonTooDeep(text, bounds.jsonDepth)) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request may get past the binder's checks into its handler, the code that
 * queries beyond the session check: the contract's own schemas accept every part, or the
 * answer is not a refusal of the input (another entry on the same path took it).
 * Everything else stops before the database, so one database tells all about it.
 */
function reachesHandler(entry: NamedEntry, input: RawInput, status: number): boolean {
  if (status !== 400 && status !== 422) return true;
  if (entry.bodyType === 'multipart') return true;
  const body = entry.method === 'GET' ? {} : bodyOf(input.body);
  return (
    body !== null &&
    accepts(entry.params, input.params) &&
    accepts(entry.query, input.query) &&
    accepts(entry.body, body)
  );
}

/**
 * Bad and extreme input, mostly refused before any query, costs a run per database for
 * nothing: every input goes to the first harness (PGlite), and the ones that reach a
 * handler go to the others (PostgreSQL) too. `send` makes and checks one request on one.
 */
export async function onEachWhereItReaches(
  harnesses: Harness[],
  entry: NamedEntry,
  send: (h: Harness, index: number) => Promise<{ status: number; input: RawInput }>,
): Promise<void> {
  const [first, ...others] = harnesses;
  const { status, input } = await send(first!, 0);
  if (!reachesHandler(entry, input, status)) return;
  for (const [i, h] of others.entries()) await send(h, i + 1);
}
