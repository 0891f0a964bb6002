import { contract, type BulkResult, type bulkBody } from '@cermat/contract';
import { id, statusAfter } from '@cermat/core';
import type { z } from 'zod';
import { listKindOf } from '../entities';
import { Refusal, refusals } from '../reply';
import { holds } from '../session';
import type { Behaviour, Call } from './behaviour';
import { checkVersion, find, writes } from './master';

type Body = z.output<typeof bulkBody>;

/** Why the single action refused, as the bulk answer names it (the server's `reasonOf`). */
function reasonOf(refusal: Refusal): BulkResult['reason'] {
  if (refusal.status === 403) return 'no_right';
  if (refusal.status === 404) return 'not_found';
  if (refusal.message === id.server.stale) return 'changed';
  if (refusal.message === id.server.deleteEnabled) return 'not_disabled';
  return 'refused';
}

/** master/bulk: each selected id under its list's single action, one result per id. */
export const bulkBehaviours: Record<string, Behaviour> = {
  apply: (call) => {
    const { list, action, items } = call.input.body as Body;
    const kind = listKindOf(list);
    // Write on the list, as each single action needs; refused whole when missing.
    if (!holds(call.store, contract[kind].list.menu, 'write')) throw refusals[403]();
    const write = writes(kind);
    const results = items.map((item): BulkResult => {
      const one: Call = { ...call, input: { ...call.input, body: { ...item } } };
      try {
        if (action === 'delete') {
          // The single delete takes no version; a selection read before a change is refused.
          checkVersion(find(call.store, kind, item.id), item);
          write.remove(one);
        } else {
          one.input.body.status = statusAfter(action);
          write.setStatus(one);
        }
        return { id: item.id, ok: true, reason: null, message: null };
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return { id: item.id, ok: false, reason: reasonOf(error), message: error.message };
      }
    });
    return { data: { results } };
  },
};
