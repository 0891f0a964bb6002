import { DEFAULT_PAGE_SIZE, id as texts } from '@cermat/core';
import { and, eq } from 'drizzle-orm';
import { auditColumns, auditList, auditSort, auditWhere, historyList } from './audit.model';
import { ENTITY_MENU, requireRight } from '../../audit/menus';
import { namesOf } from '../../audit/names';
import { restoreChange } from './restore';
import { auditLog } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listPage } from '../../lists/list-page';
import { sessionOf, type ResourceHandlers } from '../../context/handler';

/** The paging part of a list query, as every list takes it. */
const paging = (q: {
  page?: number | undefined;
  length?: number | undefined;
  search?: string | undefined;
  column?: number | string | undefined;
  dir?: 'asc' | 'desc' | undefined;
}) => ({
  page: q.page ?? 1,
  perPage: q.length ?? DEFAULT_PAGE_SIZE,
  search: q.search,
  sort: auditSort(q.column),
  dir: q.dir,
});

export const auditHandlers: ResourceHandlers<'audit'> = {
  'audit.list': async ({ db, c }, { query }) => {
    const list_data = await listPage(db, auditList(auditWhere(query)), {
      ...paging(query),
      url: c.req.url,
    });
    return { data: [{ draw: query.draw, list_data }] };
  },

  'audit.get': async ({ db }, { query }) => {
    const [row] = await db
      .select({ ...auditColumns, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.id, query.id));
    if (!row) throw notFound();
    const [names] = await namesOf(db, [row]);
    return { data: [{ ...historyList(undefined).toRow(row), names: names! }] };
  },

  // Read like the record itself: whoever may open its edit screen sees its history.
  'audit.history': async (ctx, { query }) => {
    await requireRight(ctx.db, sessionOf(ctx), ENTITY_MENU[query.entity], 'read');
    const where = and(eq(auditLog.entity, query.entity), eq(auditLog.entity_id, query.entity_id));
    const list_data = await listPage(ctx.db, historyList(where), {
      ...paging(query),
      url: ctx.c.req.url,
    });
    const names = await namesOf(ctx.db, list_data.data);
    const data = list_data.data.map((change, i) => ({ ...change, names: names[i]! }));
    return { data: [{ draw: query.draw, list_data: { ...list_data, data } }] };
  },

  'audit.restore': async (ctx, { body }) => {
    await restoreChange(ctx, body);
    return { data: null, message: texts.server.updated };
  },
};
