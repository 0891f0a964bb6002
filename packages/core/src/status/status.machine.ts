import { assign, emit, fromPromise, setup } from 'xstate';
import { DIALOG_MS } from '../constants';
import { errorMessage } from '../errors';
import { canApply, statusAfter, type StatusAction, type StatusRecord } from './status.rules';

/** What the app's `changeStatus` actor receives: PUT {id, status} for disable/restore, DELETE {id} for delete. */
export interface StatusChange {
  action: StatusAction;
  id: string | number;
  /** The new status (disable/restore); undefined for delete. */
  status: StatusRecord['status'] | undefined;
  /** The version of the record the action was asked on. */
  updated_at: string;
}

/** Events a list screen sends to the record status machine. */
export type StatusEvent =
  | { type: 'status.request'; action: StatusAction; record: StatusRecord }
  | { type: 'status.confirm' }
  | { type: 'status.cancel' }
  | { type: 'status.dismiss' };

/** The event the machine emits when the list should reload (forward it to the list machine). */
export type StatusEmitted = { type: 'list.reload' };

/** What the status machine knows about the action under way. */
export interface StatusContext {
  action: StatusAction | null;
  record: StatusRecord | null;
  /** The server's message of a failure (shown under 'Oops...'). */
  error: string | null;
  /** The message of a failure that names none (the app's words: core ships no texts). */
  fallback: string;
}

/**
 * Record status lifecycle (spec §4, §8): ENABLE → DISABLE (Disable), DISABLE → ENABLE
 * (Restore), DISABLE → deleted (Hapus); each confirmed first, success shown 2 s, then
 * `list.reload` is emitted. The app provides `changeStatus` with `.provide()`.
 */
export const statusMachine = setup({
  types: {
    context: {} as StatusContext,
    input: {} as { fallback: string },
    events: {} as StatusEvent,
    emitted: {} as StatusEmitted,
  },
  actors: {
    changeStatus: fromPromise<unknown, StatusChange>(() =>
      Promise.reject(new Error('changeStatus is not provided')),
    ),
  },
  guards: {
    allowed: ({ event }) =>
      event.type === 'status.request' && canApply(event.action, event.record.status),
  },
  actions: {
    choose: assign(({ event }) =>
      event.type === 'status.request'
        ? { action: event.action, record: event.record, error: null }
        : {},
    ),
    clear: assign({ action: null, record: null, error: null }),
  },
}).createMachine({
  id: 'recordStatus',
  context: ({ input }) => ({ action: null, record: null, error: null, fallback: input.fallback }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'status.request': { guard: 'allowed', target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      tags: 'confirm',
      on: {
        'status.confirm': 'submitting',
        'status.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'changeStatus',
        input: ({ context }) => ({
          action: context.action!,
          id: context.record!.id,
          status: statusAfter(context.action!),
          updated_at: context.record!.updated_at,
        }),
        onDone: 'succeeded',
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ context, event }) => errorMessage(event.error, context.fallback),
          }),
        },
      },
    },
    succeeded: {
      tags: 'success',
      after: {
        [DIALOG_MS]: { target: 'idle', actions: [emit({ type: 'list.reload' }), 'clear'] },
      },
    },
    failed: {
      tags: 'error',
      on: { 'status.dismiss': { target: 'idle', actions: 'clear' } },
    },
  },
});
