import type { PageRows } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageColumns, pageRows, pages } from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { mayReadPage } from '../../auth/access';
import { forbidden, notFound } from '../../http/errors';
import { insertPageRows } from '../../db/page-rows';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { guardedUpdate, removeHandler, statusHandler } from '../../records/lifecycle';
import { listHandler } from '../../lists/list-handler';
import { insertedId, withIsoDates } from '../../records/rows';
import { uniqueField } from '../../records/unique';
import { expectedVersion, versioned } from '../../records/versions';
import { pageLifecycle, pageListColumns, pageListSpec } from './pages.model';

/** A saved row of the page builder (spec §3 detail_page), as the contract parsed it. */
type SavedRow = PageRows[number];

/** Rows in their numbered order, renumbered from 1 (spec §3) by insertPageRows. */
const orderedRows = (rows: SavedRow[]) =>
  [...rows].sort((a, b) => a.number - b.number).map((r) => r.columns);

/** On read: detail keyed by row number, each a list of columns sorted by order (spec §3). */
async function detailOf(db: Db, pageId: number) {
  const cells = await db
    .select({
      row: pageRows.number,
      col: pageColumns.grid,
      component: pageColumns.component,
      order_no: pageColumns.order_no,
    })
    .from(pageRows)
    .leftJoin(pageColumns, eq(pageColumns.row_id, pageRows.id))
    .where(eq(pageRows.page_id, pageId))
    .orderBy(asc(pageRows.number), asc(pageColumns.order_no), asc(pageColumns.number));
  const detail: Record<string, { col: number; component: string; order_no: number }[]> = {};
  for (const cell of cells) {
    const list = (detail[String(cell.row)] ??= []);
    if (cell.col !== null && cell.component !== null && cell.order_no !== null)
      list.push({ col: cell.col, component: cell.component, order_no: cell.order_no });
  }
  return detail;
}

async function pageWithDetail(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db.select(pageListColumns).from(pages).where(where);
  if (!row) throw notFound();
  return { ...withIsoDates(row), detail: await detailOf(db, row.id_page) };
}

const uniqueName = <T>(work: () => Promise<T>) => uniqueField('nama_page', work);

/** Replaces a page's rows and columns; callers run it inside the page's transaction. */
async function replacePageRows(db: Db, pageId: number, rows: SavedRow[]): Promise<void> {
  const old = await db
    .select({ id: pageRows.id })
    .from(pageRows)
    .where(eq(pageRows.page_id, pageId));
  if (old.length)
    await db.delete(pageRows).where(
      and(
        inArray(
          pageRows.id,
          old.map((r) => r.id),
        ),
      ),
    );
  await insertPageRows(db, pageId, orderedRows(rows));
}

export const pageHandlers: ResourceHandlers<'pages'> = {
  'pages.list': listHandler('pages', pageListSpec),

  'pages.get': async ({ db, c }, { query }) => ({
    data: [versioned(c, await pageWithDetail(db, eq(pages.id, query.id)))],
  }),

  'pages.render': async (ctx, { query }) => {
    const session = sessionOf(ctx);
    if (!(await mayReadPage(ctx.db, session.userId, session.activeRoleId, query.name)))
      throw forbidden();
    return {
      data: await pageWithDetail(
        ctx.db,
        and(eq(pages.nama_page, query.name), eq(pages.status, 'ENABLE'))!,
      ),
    };
  },

  // Page, rows and columns in one transaction: all saved or nothing.
  'pages.create': async (ctx, { body: b }) => {
    await uniqueName(() =>
      auditedWrite(ctx, { action: 'create', entity: 'page' }, async (tx) => {
        const id = await insertedId(
          tx
            .insert(pages)
            .values({ nama_page: b.nama_page, deskripsi_page: b.deskripsi_page ?? '' })
            .returning({ id: pages.id }),
        );
        await insertPageRows(tx, id, orderedRows(b.detail_page));
        return id;
      }),
    );
    return { data: null, message: texts.server.saved };
  },

  'pages.update': async (ctx, { body: b }) => {
    const expected = expectedVersion(ctx.c, b.updated_at);
    await uniqueName(() =>
      auditedWrite(ctx, { action: 'update', entity: 'page', id: b.id }, async (tx) => {
        await guardedUpdate(tx, pageLifecycle, b.id, expected, {
          nama_page: b.nama_page,
          deskripsi_page: b.deskripsi_page ?? '',
        });
        await replacePageRows(tx, b.id, b.detail_page);
      }),
    );
    return { data: null, message: texts.server.updated };
  },

  'pages.setStatus': statusHandler(pageLifecycle),

  'pages.remove': removeHandler(pageLifecycle),
};
