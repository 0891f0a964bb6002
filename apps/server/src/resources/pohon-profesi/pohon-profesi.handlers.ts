import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { auditedWrite } from '../../audit/record';
import { pohonProfesi } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ResourceHandlers } from '../../context/handler';
import { guardedUpdate, removeHandler, statusHandler } from '../../records/lifecycle';
import { listHandler } from '../../lists/list-handler';
import { insertedId, withIsoDates } from '../../records/rows';
import { uniqueField } from '../../records/unique';
import { expectedVersion, versioned } from '../../records/versions';
import { pohonLifecycle, pohonListSpec } from './pohon-profesi.model';

const uniqueName = <T>(work: () => Promise<T>) => uniqueField('nama_pohon_profesi', work);

export const pohonProfesiHandlers: ResourceHandlers<'pohonProfesi'> = {
  'pohonProfesi.list': listHandler('pohonProfesi', pohonListSpec),

  'pohonProfesi.get': async ({ db, c }, { query }) => {
    const [row] = await db
      .select()
      .from(pohonProfesi)
      .where(eq(pohonProfesi.id_pohon_profesi, query.id));
    if (!row) throw notFound();
    return { data: [versioned(c, withIsoDates(row))] };
  },

  'pohonProfesi.create': async (ctx, { body }) => {
    await uniqueName(() =>
      auditedWrite(ctx, { action: 'create', entity: 'pohon_profesi' }, (tx) =>
        insertedId(
          tx
            .insert(pohonProfesi)
            .values({ nama_pohon_profesi: body.nama_pohon_profesi })
            .returning({ id: pohonProfesi.id_pohon_profesi }),
        ),
      ),
    );
    return { data: null, message: texts.server.saved };
  },

  'pohonProfesi.update': async (ctx, { body }) => {
    const expected = expectedVersion(ctx.c, body.updated_at);
    await uniqueName(() =>
      auditedWrite(ctx, { action: 'update', entity: 'pohon_profesi', id: body.id }, (tx) =>
        guardedUpdate(tx, pohonLifecycle, body.id, expected, {
          nama_pohon_profesi: body.nama_pohon_profesi,
        }),
      ),
    );
    return { data: null, message: texts.server.updated };
  },

  'pohonProfesi.setStatus': statusHandler(pohonLifecycle),

  'pohonProfesi.remove': removeHandler(pohonLifecycle),
};
