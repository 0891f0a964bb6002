import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// PGlite's own bytea conversion goes byte by byte in JavaScript (about 0.4 s for a
// 2 MB upload, holding its one connection); Buffer's hex codec does it in about 15 ms.
const BYTEA = 17;
const byteaParsers = { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') };
const byteaSerializers = {
  [BYTEA]: (bytes: Uint8Array) =>
    `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
};

// The types drizzle's PGlite session reads as the text PostgreSQL writes
// (drizzle-orm/pglite/session.js): dates, times, intervals, and the arrays of these and of
// numeric. The session sends them with every query, and PGlite then merges them into a
// copy of its table of some 300 parsers: 0.07 ms a statement, on every statement.
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (text: string) => text;

/** What drizzle's PGlite session uses of its client. */
type QueryClient = Pick<Transaction, 'query'>;

/** `client` with the parsers drizzle asks for dropped: the instance has them already. */
const withoutQueryParsers =
  <C extends QueryClient>(client: C, ready: Promise<void>): C['query'] =>
  async (text: string, params?: unknown[], options?: QueryOptions) => {
    await ready;
    return client.query(text, params, options && { ...options, parsers: undefined });
  };

export interface EmbeddedClient {
  /** The instance (migrations, scripts, reserved sessions). */
  client: PGlite;
  /**
   * The same instance for drizzle: the same values, without the per-query parser copy.
   * Only `query` and `transaction`, all the session calls.
   */
  forDrizzle: PGlite;
}

/** The embedded database: in `dataDir`, or in memory without it (tests). */
export function openPglite(dataDir: string | undefined): EmbeddedClient {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = { extensions: { pg_trgm }, parsers: byteaParsers, serializers: byteaSerializers };
  // PGlite ignores the options when the folder argument is present but undefined.
  const client = dataDir ? new PGlite(path.resolve(dataDir), options) : new PGlite(options);
  // After start-up: it sets the array types' parsers last, over any given before.
  const ready = client.waitReady.then(() => {
    for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  });
  const forDrizzle = {
    query: withoutQueryParsers(client, ready),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        // The transaction object has a getter (`closed`): inherit rather than copy.
        fn(Object.create(tx, { query: { value: withoutQueryParsers(tx, ready) } }) as Transaction),
      ),
  };
  return { client, forDrizzle: forDrizzle as unknown as PGlite };
}
