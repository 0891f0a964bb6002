import type { AuditEntity, restoreBody } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sessionOf, type HandlerContext } from '../../context/handler';
import { auditLog } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/tx';
import { invalid, notFound, stale } from '../../http/errors';
import { uniqueField } from '../../records/unique';
import { ENTITY_MENU, requireRight } from '../../audit/menus';
import { audited } from '../../audit/record';
import { masters } from '../masters';
import { restoreConfig, type Restorer } from './restorers';
import { unchangedSince, type Snapshot } from '../../audit/snapshots';

/** The entities whose changes can be restored: every master's, and the configuration. The
 * others (sign-ins, ordering, uploads) cannot. */
const RESTORERS: Partial<Record<AuditEntity, Restorer>> = {
  ...Object.fromEntries(masters.map((m) => [m.entity, m.restore])),
  config: restoreConfig,
};

// Any fixed number: restores of one record queue on (this, the record), so of two
// parallel restores the second sees the first's write and is refused as stale.
const RESTORE_LOCK_KEY = 7_215_004;

/**
 * 'Kembalikan': writes an audit row's before-values back onto its record. A
 * write of its own: audited, rights checked as an edit of that record (and, through the
 * record's own rules, delegation and lock-out), and refused with 409 when the record is no
 * longer what that row left it as.
 */
export async function restoreChange(
  ctx: HandlerContext,
  body: z.output<typeof restoreBody>,
): Promise<void> {
  const session = sessionOf(ctx);
  const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, body.id));
  if (!row) throw notFound();
  // The history panel shows one record: a row of another one is not its to restore.
  if (row.entity !== body.entity || row.entity_id !== body.entity_id)
    throw invalid({ id: [texts.server.invalid] });
  const entity = body.entity;
  await requireRight(ctx.db, session, ENTITY_MENU[entity], 'write');
  const restorer = RESTORERS[entity];
  const before = row.before as Snapshot | null;
  const after = row.after as Snapshot | null;
  // A create has nothing before it, a delete nothing after: neither is a state to go back to.
  if (!restorer || !before || !after) throw invalid({ id: [texts.server.notRestorable] });
  const recordId = /^\d{1,10}$/.test(row.entity_id) ? Number(row.entity_id) : 0;
  // A name taken by another record since then is 'Data sudah ada.', as on the edit form.
  await uniqueField('id', () =>
    inTransaction(ctx.db, async (tx) => {
      await queryRows(
        tx,
        sql`select pg_advisory_xact_lock(${RESTORE_LOCK_KEY}, hashtext(${`${entity}:${row.entity_id}`}))`,
      );
      const target = { action: 'restore', entity, id: row.entity_id } as const;
      await audited(ctx, tx, target, async () => {
        if (!(await unchangedSince(tx, entity, row.entity_id, after))) throw stale();
        const at = typeof after.updated_at === 'string' ? new Date(after.updated_at) : new Date(0);
        await restorer(ctx, tx, recordId, before, at);
      });
    }),
  );
}
