import type { BULK_REASONS, bulkBody, BulkResult } from '@cermat/contract';
import { id as texts } from '@cermat/core';
import type { z } from 'zod';
import { requireRight } from '../../audit/menus';
import { ApiError } from '../../http/errors';
import { sessionOf, type HandlerContext, type ResourceHandlers } from '../../context/handler';
import { masterOfList } from '../masters';
import { stampOf, type Lifecycled } from '../../records/lifecycle';

type Body = z.output<typeof bulkBody>;
type Item = Body['items'][number];
type Reason = (typeof BULK_REASONS)[number];

/** The single actions of one list, as its own entries run them. */
interface Actions {
  menu: string;
  lifecycle: Lifecycled;
  status: (ctx: HandlerContext, item: Item, status: 'ENABLE' | 'DISABLE') => Promise<unknown>;
  remove: (ctx: HandlerContext, id: number) => Promise<unknown>;
}

/** A list's actions from its own status and delete entries. */
function actionsOf(list: Body['list']): Actions {
  const master = masterOfList(list);
  return {
    menu: master.menu,
    lifecycle: master.lifecycle,
    status: (ctx, { id, updated_at }, status) =>
      master.setStatus(ctx, {
        params: undefined,
        query: undefined,
        body: { id, status, updated_at },
      }),
    remove: master.remove,
  };
}

/** Why the single action refused, as the bulk answer names it. */
function reasonOf(error: ApiError): Reason {
  if (error.status === 403) return 'no_right';
  if (error.status === 404) return 'not_found';
  if (error.message === texts.server.stale) return 'changed';
  if (error.message === texts.server.deleteEnabled) return 'not_disabled';
  return 'refused';
}

/** One id under the single action's own rules (its transaction, rights, audit row). */
async function applyOne(ctx: HandlerContext, actions: Actions, action: Body['action'], item: Item) {
  if (action === 'delete') {
    // The single delete takes no version; a selection read before a change is refused.
    if (item.updated_at !== undefined) {
      const now = await stampOf(ctx.db, actions.lifecycle, item.id);
      if (now === undefined) throw new ApiError(404, texts.server.notFound);
      if (now !== new Date(item.updated_at).toISOString())
        throw new ApiError(409, texts.server.stale);
    }
    return actions.remove(ctx, item.id);
  }
  return actions.status(ctx, item, action === 'disable' ? 'DISABLE' : 'ENABLE');
}

export const bulkHandlers: ResourceHandlers<'bulk'> = {
  'bulk.apply': async (ctx, { body }) => {
    const actions = actionsOf(body.list);
    // Write on the list, as each single action needs; refused whole when missing.
    await requireRight(ctx.db, sessionOf(ctx), actions.menu, 'write');
    const results: BulkResult[] = [];
    // One after another: each is its own transaction, and parallel ones would only queue.
    for (const item of body.items) {
      try {
        await applyOne(ctx, actions, body.action, item);
        results.push({ id: item.id, ok: true, reason: null, message: null });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id: item.id, ok: false, reason: reasonOf(error), message: error.message });
      }
    }
    return { data: { results } };
  },
};
