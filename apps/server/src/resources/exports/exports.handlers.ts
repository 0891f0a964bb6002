import type { exportQuery } from '@cermat/contract';
import type { ListKind } from '@cermat/core';
import type { z } from 'zod';
import { auditList, auditSort, auditWhere } from '../audit/audit.model';
import { requireRight } from '../../audit/menus';
import { csvStream } from '../../exports/stream';
import type { ListSpec } from '../../lists/list-page';
import { sessionOf, type ResourceHandlers } from '../../context/handler';
import { listShape, withDefaultSort } from '../../lists/list-handler';
import { menuListSpec } from '../menus/menus.model';
import { pageListSpec } from '../pages/pages.model';
import { pohonListSpec } from '../pohon-profesi/pohon-profesi.model';
import { roleListSpec } from '../roles/roles.model';
import { userListSpec } from '../users/users.model';

type Query = z.output<typeof exportQuery>;
type Master = Exclude<Query['list'], 'audit'>;

/** Each master list: core's kind (sorts), its spec and the menu whose read right it needs. */
const MASTER: Record<
  Master,
  { kind: ListKind; spec: Omit<ListSpec<unknown>, 'defaultSort'>; menu: string }
> = {
  roles: { kind: 'roles', spec: roleListSpec, menu: 'all-role' },
  menus: { kind: 'menus', spec: menuListSpec, menu: 'all-menu' },
  users: { kind: 'users', spec: userListSpec, menu: 'all-user' },
  pages: { kind: 'pages', spec: pageListSpec, menu: 'all-page' },
  'pohon-profesi': { kind: 'pohonProfesi', spec: pohonListSpec, menu: 'pohon-profesi' },
};

/** The list's spec and what it shows, as its list entry would read the same query. */
function listOf(query: Query) {
  if (query.list === 'audit')
    return {
      menu: 'audit',
      spec: auditList(auditWhere(query)),
      shape: { search: query.search, sort: auditSort(query.column), dir: query.dir },
    };
  const { kind, spec, menu } = MASTER[query.list];
  return { menu, spec: withDefaultSort(kind, spec), shape: listShape(kind, query) };
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
