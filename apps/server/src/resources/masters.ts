import type { statusBody } from '@cermat/contract';
import {
  LIST_KINDS,
  MASTERS,
  PLAIN_KINDS,
  kindOfList,
  type ListKind,
  type MasterListName,
  type PlainKind,
} from '@cermat/core';
import type { z } from 'zod';
import type { HandlerContext, HandlerResult } from '../context/handler';
import type { ListSpec } from '../lists/list-page';
import type { Lifecycled } from '../records/lifecycle';
import {
  restoreMenu,
  restorePage,
  restorePelaksanaan,
  restorePlain,
  restoreRole,
  restoreUser,
  type Restorer,
} from './audit/restorers';
import { menuHandlers } from './menus/menus.handlers';
import { menuLifecycle, menuListSpec } from './menus/menus.model';
import { pageHandlers } from './pages/pages.handlers';
import { pageLifecycle, pageListSpec } from './pages/pages.model';
import { pelaksanaanHandlers } from './pelaksanaan/pelaksanaan.handlers';
import { pelaksanaanLifecycle, pelaksanaanListSpec } from './pelaksanaan/pelaksanaan.model';
import { allPlainHandlers } from './plain/plain.handlers';
import { plainModel } from './plain/plain.model';
import { roleHandlers } from './roles/roles.handlers';
import { roleLifecycle, roleListSpec } from './roles/roles.model';
import { userHandlers } from './users/users.handlers';
import { userExportColumns, userLifecycle, userListSpec } from './users/users.model';

type Input<B> = { params: undefined; query: undefined; body: B };
const none = { params: undefined, query: undefined };

/**
 * What the server binds to one master resource, beside its declaration in `MASTERS` (list
 * name, menu, audit entity, sorts): its table (through its lifecycle), its list, and its own
 * status, delete and restore. Bulk, export, dashboard and the audit's restore read it here.
 */
interface MasterResource {
  /** Its table, id, status and version columns. */
  lifecycle: Lifecycled;
  /** What its list shows, and its CSV export. */
  listSpec: Omit<ListSpec<unknown>, 'defaultSort'>;
  /** Where the CSV export shows more than the list (users: their roles, for the import). */
  exportColumns?: ListSpec<unknown>['columns'];
  /** Its own status entry (ENABLE ⇄ DISABLE under its rules). */
  setStatus: (
    ctx: HandlerContext,
    input: Input<z.output<typeof statusBody>>,
  ) => Promise<HandlerResult>;
  /** Its own delete entry, by id. */
  remove: (ctx: HandlerContext, id: number) => Promise<HandlerResult>;
  /** 'Kembalikan' of one of its audit rows. */
  restore: Restorer;
}

const byId =
  (handler: (ctx: HandlerContext, input: Input<{ id: number }>) => Promise<HandlerResult>) =>
  (ctx: HandlerContext, id: number) =>
    handler(ctx, { ...none, body: { id } });

/** A plain master's binding, made from its declaration. */
function plainResource(kind: PlainKind): MasterResource {
  const { lifecycle, listSpec } = plainModel(kind);
  const handlers = allPlainHandlers as unknown as Record<string, MasterResource['setStatus']>;
  return {
    lifecycle,
    listSpec,
    setStatus: handlers[`${kind}.setStatus`]!,
    remove: byId(handlers[`${kind}.remove`]! as Parameters<typeof byId>[0]),
    restore: restorePlain(kind),
  };
}

/** Every master resource with rules of its own, a few lines each; plain ones follow. */
const OWN_RESOURCES: Record<Exclude<ListKind, PlainKind>, MasterResource> = {
  roles: {
    lifecycle: roleLifecycle,
    listSpec: roleListSpec,
    setStatus: roleHandlers['roles.setStatus'],
    // A role's delete names `id_role` (spec §7).
    remove: (ctx, id) => roleHandlers['roles.remove'](ctx, { ...none, body: { id_role: id } }),
    restore: restoreRole,
  },
  menus: {
    lifecycle: menuLifecycle,
    listSpec: menuListSpec,
    setStatus: menuHandlers['menus.setStatus'],
    remove: byId(menuHandlers['menus.remove']),
    restore: restoreMenu,
  },
  users: {
    lifecycle: userLifecycle,
    listSpec: userListSpec,
    exportColumns: userExportColumns,
    setStatus: userHandlers['users.setStatus'],
    remove: byId(userHandlers['users.remove']),
    restore: restoreUser,
  },
  pages: {
    lifecycle: pageLifecycle,
    listSpec: pageListSpec,
    setStatus: pageHandlers['pages.setStatus'],
    remove: byId(pageHandlers['pages.remove']),
    restore: restorePage,
  },
  pelaksanaan: {
    lifecycle: pelaksanaanLifecycle,
    listSpec: pelaksanaanListSpec,
    setStatus: pelaksanaanHandlers['pelaksanaan.setStatus'],
    remove: byId(pelaksanaanHandlers['pelaksanaan.remove']),
    restore: restorePelaksanaan,
  },
};

const MASTER_RESOURCES: Record<ListKind, MasterResource> = {
  ...OWN_RESOURCES,
  ...(Object.fromEntries(PLAIN_KINDS.map((kind) => [kind, plainResource(kind)])) as Record<
    PlainKind,
    MasterResource
  >),
};

/** One master with its declaration and its binding. */
const masterOf = (kind: ListKind) => ({ kind, ...MASTERS[kind], ...MASTER_RESOURCES[kind] });

/** Each master with its declaration and its binding, in the side menu's order. */
export const masters = LIST_KINDS.map(masterOf);

/** The master of a list name (the export and bulk calls name lists). */
export const masterOfList = (list: MasterListName) => masterOf(kindOfList(list));
