import type { PlainKind } from '@cermat/core';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pohonProfesi } from './schema';

/**
 * The table of each plain master (`PLAIN_MASTERS`): its declared fields, `status` and the two
 * stamps (schema.ts). The server's handlers of a plain master are made from the two.
 */
export const plainTables: Record<PlainKind, PgTable> = { pohonProfesi };
