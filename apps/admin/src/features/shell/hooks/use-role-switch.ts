import { roleSwitchMachine } from '@cermat/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { applySessionData } from '@/lib/session';
import { switchRole } from '../api/switch-role';

/**
 * Another held role becomes the active one (spec §4, core's machine): the server agrees,
 * the session and with it the side menu change at once, 'Role Berhasil di ubah.' shows,
 * and the page reloads after 2 s.
 */
export function useRoleSwitch() {
  const machine = useMemo(
    () =>
      roleSwitchMachine.provide({
        actors: {
          switchRole: fromPromise<unknown, { id_role: number }>(async ({ input }) => {
            const me = await switchRole(input.id_role);
            applySessionData(me);
            return me;
          }),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const sub = actor.on('page.reload', () => window.location.reload());
    return () => sub.unsubscribe();
  }, [actor]);
  return {
    switched: snapshot.hasTag('success'),
    error: snapshot.hasTag('error') ? snapshot.context.error : null,
    choose: (idRole: number) => send({ type: 'role.switch', idRole }),
    dismiss: () => send({ type: 'role.dismiss' }),
  };
}
