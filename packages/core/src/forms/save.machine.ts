import { assign, emit, fromPromise, setup } from 'xstate';
import { DIALOG_MS } from '../constants';
import { readServerErrors, type FormErrors } from './server-errors';

/** Events of a form that saves. */
export type SaveEvent = { type: 'form.submit'; values: FormValues } | { type: 'form.reset' };

/** A form's values as they are sent (the body of its POST/PUT). */
export type FormValues = Record<string, unknown>;

/** Emitted 2 s after a successful save: the app goes to the list screen (or reloads). */
export type SaveEmitted = { type: 'form.saved' };

const noErrors = (): FormErrors => ({ alert: null, fields: {} });

/**
 * A form's save (spec §4, §5, §8): the app's `save` actor runs with the values while a
 * loading dialog shows; success shows 'Berhasil' for 2 s then emits `form.saved`;
 * failure returns to editing with the server's alert or first message per field.
 */
export const saveMachine = setup({
  types: {
    context: {} as { values: FormValues | null; errors: FormErrors },
    events: {} as SaveEvent,
    emitted: {} as SaveEmitted,
  },
  actors: {
    save: fromPromise<unknown, FormValues>(() => Promise.reject(new Error('save is not provided'))),
  },
}).createMachine({
  id: 'save',
  context: { values: null, errors: noErrors() },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': {
          target: 'saving',
          actions: assign({ values: ({ event }) => event.values, errors: noErrors }),
        },
        'form.reset': { actions: assign({ errors: noErrors }) },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'save',
        input: ({ context }) => context.values ?? {},
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: assign({ errors: ({ event }) => readServerErrors(event.error) }),
        },
      },
    },
    saved: {
      tags: 'success',
      after: { [DIALOG_MS]: { target: 'done', actions: emit({ type: 'form.saved' }) } },
    },
    done: { type: 'final' },
  },
});
