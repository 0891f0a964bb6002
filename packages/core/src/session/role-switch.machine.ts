import { assign, emit, fromPromise, setup } from 'xstate';
import { DIALOG_MS } from '../constants';
import { errorMessage } from '../errors';

/** Events of the top bar's role dropdown. */
export type RoleSwitchEvent = { type: 'role.switch'; idRole: number } | { type: 'role.dismiss' };

/** Emitted: the server accepted the role (store it with switchRole), then reload the page after 2 s. */
export type RoleSwitchEmitted =
  { type: 'session.roleSwitched'; idRole: number } | { type: 'page.reload' };

/**
 * Role switch (spec §4): the app's `switchRole` actor (POST auth/switch-role) runs, then
 * 'Role Berhasil di ubah.' shows and the page reloads after 2 s.
 */
export const roleSwitchMachine = setup({
  types: {
    context: {} as { idRole: number | null; error: string | null; fallback: string },
    // The message of a failure that names none (the app's words: core ships no texts).
    input: {} as { fallback: string },
    events: {} as RoleSwitchEvent,
    emitted: {} as RoleSwitchEmitted,
  },
  actors: {
    switchRole: fromPromise<unknown, { id_role: number }>(() =>
      Promise.reject(new Error('switchRole is not provided')),
    ),
  },
}).createMachine({
  id: 'roleSwitch',
  context: ({ input }) => ({ idRole: null, error: null, fallback: input.fallback }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'role.switch': {
          target: 'switching',
          actions: assign({ idRole: ({ event }) => event.idRole, error: null }),
        },
      },
    },
    switching: {
      tags: 'busy',
      invoke: {
        src: 'switchRole',
        input: ({ context }) => ({ id_role: context.idRole! }),
        onDone: {
          target: 'switched',
          actions: emit(({ context }) => ({
            type: 'session.roleSwitched' as const,
            idRole: context.idRole!,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ context, event }) => errorMessage(event.error, context.fallback),
          }),
        },
      },
    },
    switched: {
      tags: 'success',
      after: { [DIALOG_MS]: { target: 'idle', actions: emit({ type: 'page.reload' }) } },
    },
    failed: {
      tags: 'error',
      on: { 'role.dismiss': 'idle' },
    },
  },
});
