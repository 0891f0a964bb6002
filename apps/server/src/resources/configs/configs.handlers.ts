import { CONFIG_KEYS } from '@cermat/contract';
import { LOGO_CONFIG_KEYS, id as texts } from '@cermat/core';
import { sql } from 'drizzle-orm';
import { configs } from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { guardRetention } from '../../audit/retention';
import { invalid } from '../../http/errors';
import { fieldMap } from '../../http/field-map';
import { SERVED_PATH } from '../../uploads/store';
import type { ResourceHandlers } from '../../context/handler';

const known = new Set<string>(CONFIG_KEYS);
const logos = new Set<string>(LOGO_CONFIG_KEYS);

export const configHandlers: ResourceHandlers<'configs'> = {
  'configs.get': async ({ db }) => {
    const rows = await db.select().from(configs).orderBy(configs.key);
    return { data: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  },

  // The map has no room for updated_at: last save wins (contract decision).
  'configs.save': async (ctx, { body }) => {
    const errors = fieldMap();
    // The contract refused unknown keys already; this map is built from request keys,
    // so it has no prototype and only own keys are read (Object.hasOwn).
    for (const key of Object.keys(body))
      if (!known.has(key)) errors[key] = [texts.server.unknownConfigKey];
    const saved: { key: string; value: string }[] = [];
    for (const key of CONFIG_KEYS) {
      if (!Object.hasOwn(body, key)) continue;
      const value = body[key];
      if (typeof value !== 'string') errors[key] = [texts.server.invalid];
      // A logo may only point at a file this server stored.
      else if (logos.has(key) && value !== '' && !SERVED_PATH.test(value))
        errors[key] = [texts.server.invalid];
      else saved.push({ key, value });
    }
    if (Object.keys(errors).length) throw invalid(errors);
    await auditedWrite(ctx, { action: 'config', entity: 'config', id: 'all' }, async (tx) => {
      await guardRetention(ctx, tx, body.AUDIT_RETENTION_DAYS);
      for (const { key, value } of saved)
        await tx
          .insert(configs)
          .values({ key, value })
          .onConflictDoUpdate({ target: configs.key, set: { value, updated_at: sql`now()` } });
    });
    return { data: null, message: texts.server.configSaved };
  },
};
