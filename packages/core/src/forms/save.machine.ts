import { assign, emit, fromPromise, setup } from 'xstate';
import { DIALOG_MS } from '../constants';
import { readServerErrors, type FormErrors } from './server-errors';

/** A form's values as they are sent (the body of its POST/PUT); each form has its own shape. */
export type FormValues = object;

/**
 * Events of a form that saves. `form.acknowledge` is the user closing 'Berhasil' before
 * its 2 s are up; on a screen that stays, it also ends the 'Berhasil' after a save.
 */
export type SaveEvent =
  | { type: 'form.submit'; values: FormValues }
  | { type: 'form.reset' }
  | { type: 'form.acknowledge' };

/** Emitted once per successful save, when 'Berhasil' ends: the app goes to the list screen. */
export type SaveEmitted = { type: 'form.saved' };

/** The text shown when a failure carries none of its own: 'Terjadi Kesalahan' in the user's language. */
export interface SaveInput {
  fallback: string;
}

const noErrors = (): FormErrors => ({ alert: null, fields: {} });

const submit = { target: 'saving', actions: 'takeValues' } as const;
const finish = { target: 'done', actions: 'announceSaved' } as const;

/**
 * A form's save (spec §4, §5, §8): the app's `save` actor runs with the values while a
 * loading dialog shows; success shows 'Berhasil' for 2 s (or until closed) then emits
 * `form.saved`; failure returns to editing with the server's alert or first message per
 * field. `done` takes another Simpan, for the screens that stay after saving.
 */
export const saveMachine = setup({
  types: {
    context: {} as { values: FormValues | null; errors: FormErrors; fallback: string },
    events: {} as SaveEvent,
    emitted: {} as SaveEmitted,
    input: {} as SaveInput,
  },
  actors: {
    save: fromPromise<unknown, FormValues>(() => Promise.reject(new Error('save is not provided'))),
  },
  actions: {
    takeValues: assign({
      values: ({ event }) => (event.type === 'form.submit' ? event.values : null),
      errors: noErrors,
    }),
    announceSaved: emit({ type: 'form.saved' }),
  },
}).createMachine({
  id: 'save',
  context: ({ input }) => ({ values: null, errors: noErrors(), fallback: input.fallback }),
  initial: 'editing',
  on: { 'form.reset': { actions: assign({ errors: noErrors }) } },
  states: {
    editing: { on: { 'form.submit': submit } },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'save',
        input: ({ context }) => context.values ?? {},
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: assign({
            errors: ({ context, event }) => readServerErrors(event.error, context.fallback),
          }),
        },
      },
    },
    saved: {
      tags: ['success', 'dialog'],
      after: { [DIALOG_MS]: finish },
      on: { 'form.acknowledge': finish },
    },
    done: { tags: 'success', on: { 'form.submit': submit } },
  },
});
