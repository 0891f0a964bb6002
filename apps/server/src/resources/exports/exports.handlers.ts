import type { exportQuery } from '@cermat/contract';
import type { z } from 'zod';
import { auditList, auditSort, auditWhere } from '../audit/audit.model';
import { requireRight } from '../../audit/menus';
import { csvStream } from '../../exports/stream';
import type { ListSpec } from '../../lists/list-page';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { listShape, withDefaultSort } from '../../lists/list-handler';
import { masterOfList } from '../masters';

type Query = z.output<typeof exportQuery>;

/** The list's spec and what it shows, as its list entry would read the same query. */
function listOf(query: Query) {
  if (query.list === 'audit')
    return {
      menu: 'audit',
      spec: auditList(auditWhere(query)),
      shape: { search: query.search, sort: auditSort(query.column), dir: query.dir },
    };
  // Each master list as its own list entry reads it, with read on its menu.
  const { kind, listSpec, menu, exportColumns } = masterOfList(query.list);
  const spec = withDefaultSort(kind, listSpec);
  return {
    menu,
    spec: exportColumns ? { ...spec, columns: exportColumns } : spec,
    shape: listShape(kind, query),
  };
}

export const exportHandlers: ResourceHandlers<'exports'> = {
  // Rights as the list's own: read on its menu.
  'exports.csv': async (ctx, { query }) => {
    const { menu, spec, shape } = listOf(query);
    await requireRight(ctx.db, sessionOf(ctx), menu, 'read');
    const stamp = new Date().toISOString().slice(0, 10);
    const body = csvStream(ctx.db, spec as ListSpec<unknown>, shape, Object.keys(spec.columns));
    const response = new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${query.list}-${stamp}.csv"`,
      },
    });
    return { data: null, response };
  },
};
