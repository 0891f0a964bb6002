import { CONFIG_KEYS, LOGO_CONFIG_KEYS, id as texts } from '@cermat/core';
import { sql } from 'drizzle-orm';
import { configs } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { invalid } from '../../http/errors';
import { SERVED_PATH } from '../../uploads/store';
import type { Handler } from '../handler';

const known = new Set<string>(CONFIG_KEYS);
const logos = new Set<string>(LOGO_CONFIG_KEYS);

export const configHandlers: Record<string, Handler> = {
  'configs.get': async ({ db }) => {
    const rows = await db.select().from(configs).orderBy(configs.key);
    return { data: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  },

  // The map has no room for updated_at: last save wins (contract decision).
  'configs.save': async ({ db }, { body }) => {
    const map = body as Record<string, string>;
    const errors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(map)) {
      if (!known.has(key)) errors[key] = [texts.server.invalid];
      // A logo may only point at a file this server stored.
      else if (logos.has(key) && value !== '' && !SERVED_PATH.test(value))
        errors[key] = [texts.server.invalid];
    }
    if (Object.keys(errors).length) throw invalid(errors);
    await inTransaction(db, async (tx) => {
      for (const [key, value] of Object.entries(map))
        await tx
          .insert(configs)
          .values({ key, value })
          .onConflictDoUpdate({ target: configs.key, set: { value, updated_at: sql`now()` } });
    });
    return { data: null, message: texts.server.configSaved };
  },
};
