import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { auditedWrite } from '../../audit/record';
import type { ResourceHandlers } from '../../context/handler';
import { jadwalPelaksanaan, kodeTes } from '../../db/schema';
import { deleteEnabled, notFound } from '../../http/errors';
import { listHandler } from '../../lists/list-handler';
import { guardedUpdate, removeDisabled, statusHandler } from '../../records/lifecycle';
import { insertedId, withIsoDates } from '../../records/rows';
import { expectedVersion, versioned } from '../../records/versions';
import {
  checkedAgainstTwins,
  checkForm,
  codesOf,
  lockedCodesOf,
  pelaksanaanLifecycle,
  pelaksanaanListSpec,
  refuseScheduleInUse,
  writeCodes,
} from './pelaksanaan.model';

export const pelaksanaanHandlers: ResourceHandlers<'pelaksanaan'> = {
  'pelaksanaan.list': listHandler('pelaksanaan', pelaksanaanListSpec),

  'pelaksanaan.get': async ({ db, c }, { query }) => {
    const [row] = await db
      .select()
      .from(jadwalPelaksanaan)
      .where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, query.id));
    if (!row) throw notFound();
    const kode_tes = await codesOf(db, row.idjadwal_pelaksanaan);
    return { data: [versioned(c, { ...withIsoDates(row), kode_tes })] };
  },

  // The schedule and its codes in one transaction: all saved or nothing.
  'pelaksanaan.create': async (ctx, { body }) => {
    const form = { pelaksanaan: body.pelaksanaan, codes: body.kode_tes };
    await checkedAgainstTwins(ctx.db, form, () =>
      auditedWrite(ctx, { action: 'create', entity: 'pelaksanaan' }, async (tx) => {
        await checkForm(tx, form);
        const id = await insertedId(
          tx
            .insert(jadwalPelaksanaan)
            .values({ pelaksanaan: body.pelaksanaan })
            .returning({ id: jadwalPelaksanaan.idjadwal_pelaksanaan }),
        );
        await tx
          .insert(kodeTes)
          .values(body.kode_tes.map((c) => ({ idjadwal_pelaksanaan: id, kode_tes: c.kode_tes })));
        return id;
      }),
    );
    return { data: null, message: texts.server.saved };
  },

  // Under the version read (409), then the form (422), then the codes' diff (409 for a held one).
  'pelaksanaan.update': async (ctx, { body }) => {
    const expected = expectedVersion(ctx.c, body.updated_at);
    const form = { id: body.id, pelaksanaan: body.pelaksanaan, codes: body.kode_tes };
    await checkedAgainstTwins(ctx.db, form, () =>
      auditedWrite(ctx, { action: 'update', entity: 'pelaksanaan', id: body.id }, async (tx) => {
        await guardedUpdate(tx, pelaksanaanLifecycle, body.id, expected, {});
        const current = await lockedCodesOf(tx, body.id);
        await checkForm(tx, form, current);
        await tx
          .update(jadwalPelaksanaan)
          .set({ pelaksanaan: body.pelaksanaan })
          .where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, body.id));
        await writeCodes(tx, body.id, body.kode_tes, current);
      }),
    );
    return { data: null, message: texts.server.updated };
  },

  'pelaksanaan.setStatus': statusHandler(pelaksanaanLifecycle),

  // A DISABLE schedule no role holds (its codes included); the row lock makes a Hak Akses
  // save choosing it wait, so neither can slip past the other.
  'pelaksanaan.remove': async (ctx, { body }) => {
    await auditedWrite(
      ctx,
      { action: 'delete', entity: 'pelaksanaan', id: body.id },
      async (tx) => {
        const [row] = await tx
          .select({ status: jadwalPelaksanaan.status })
          .from(jadwalPelaksanaan)
          .where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, body.id))
          .for('update');
        if (!row) throw notFound();
        if (row.status !== 'DISABLE') throw deleteEnabled();
        await lockedCodesOf(tx, body.id);
        await refuseScheduleInUse(tx, body.id);
        await removeDisabled(tx, pelaksanaanLifecycle, body.id);
      },
    );
    return { data: null, message: texts.server.deleted };
  },
};
