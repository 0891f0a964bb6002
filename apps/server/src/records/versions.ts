import type { Context } from 'hono';
import type { AppEnv } from '../context/deps';

/**
 * A record's version on the wire: its `updated_at` (milliseconds, ISO 8601). Reads of one
 * record send it as a strong `ETag`; writes send it back as `If-Match` or as the body's
 * `updated_at` (what the console does).
 */
const etagOf = (updatedAt: string) => `"${updatedAt}"`;

/** Sends the record's version as the answer's `ETag` with a read of one record. */
export function versioned<T extends { updated_at: unknown }>(c: Context<AppEnv>, record: T): T {
  const at = record.updated_at;
  c.header('ETag', etagOf(at instanceof Date ? at.toISOString() : String(at)));
  return record;
}

/**
 * What a write expects the record's version to be: `any` when it names none (the spec's
 * payloads; last write wins, and the write is logged), otherwise the versions it accepts.
 * `If-Match` wins over the body; `*` matches any existing record. A tag that is no version
 * of ours (weak, malformed) can match nothing, so the write is refused as stale.
 */
export type Expected = { any: true } | { any: false; versions: Date[] };

const STRONG_TAG = /^"([^"]*)"$/;

function parseIfMatch(header: string): Expected {
  const tags = header.split(',').map((t) => t.trim());
  if (tags.includes('*')) return { any: true };
  const versions = tags
    .map((tag) => STRONG_TAG.exec(tag)?.[1])
    .map((value) => (value ? new Date(value) : undefined))
    .filter((date): date is Date => date !== undefined && !Number.isNaN(date.getTime()));
  return { any: false, versions };
}

/** The version a write was made against, from `If-Match` or the body's `updated_at`. */
export function expectedVersion(c: Context<AppEnv>, bodyUpdatedAt: string | undefined): Expected {
  const header = c.req.header('if-match');
  if (header !== undefined) return parseIfMatch(header);
  if (bodyUpdatedAt !== undefined) return { any: false, versions: [new Date(bodyUpdatedAt)] };
  c.get('log').info({ event: 'write.unversioned', method: c.req.method, path: c.req.path });
  return { any: true };
}
