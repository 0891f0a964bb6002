import { MASTER_LISTS } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { id, list, text } from '../fields';
import { limits } from '../limits';
import { concurrency } from './master';

/** `restore` is the list's Restore (DISABLE → ENABLE), not the audit's 'Kembalikan'. */
const BULK_ACTIONS = ['disable', 'restore', 'delete'] as const;
/** Why one record was not changed; `message` words it in the product's language. */
export const BULK_REASONS = [
  'changed',
  'not_disabled',
  'no_right',
  'not_found',
  'refused',
] as const;

const item = z.object({ id, ...concurrency });

export const bulkBody = z.object({
  // Every master list's rows can be selected: each with Disable, Restore and Hapus.
  list: z.enum(MASTER_LISTS),
  action: z.enum(BULK_ACTIONS),
  // At most one page of the largest size, each id once: a selection, never a loop's size.
  items: list(item, limits.pageSize, 1).refine(
    (items) => new Set(items.map((i) => i.id)).size === items.length,
    { message: 'Each id at most once' },
  ),
});

const bulkResult = z.object({
  id,
  ok: z.boolean(),
  reason: z.enum(BULK_REASONS).nullable(),
  message: text(limits.message).nullable(),
});

export const bulk = {
  apply: entry({
    method: 'POST',
    path: 'master/bulk',
    summary:
      'Disable, restore or delete selected rows of a list, each under the rules of the single action; a result per id',
    menu: null,
    right: 'session',
    body: bulkBody,
    data: z.object({ results: list(bulkResult, limits.pageSize) }),
  }),
};

export type BulkResult = z.infer<typeof bulkResult>;
