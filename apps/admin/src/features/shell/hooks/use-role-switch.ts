import { roleSwitchMachine } from '@cermat/core';
import { useSelector } from '@xstate/react';
import { useCoreMachine } from '@/hooks/use-core-machine';
import { currentTexts } from '@/lib/i18n';
import { applySessionData } from '@/lib/session';
import { api } from '@/lib/api';

async function switchTo(input: { id_role: number }) {
  const me = await api.auth.switchRole(input);
  applySessionData(me);
  return me;
}

const reloadPage = () => window.location.reload();

/**
 * Another held role becomes the active one (spec §4, core's machine): the server agrees,
 * the session and with it the side menu change at once, 'Role Berhasil di ubah.' shows,
 * and the page reloads after 2 s.
 */
export function useRoleSwitch() {
  const actor = useCoreMachine(
    roleSwitchMachine,
    { switchRole: switchTo },
    { input: { fallback: currentTexts().error.title }, on: { 'page.reload': reloadPage } },
  );
  const snapshot = useSelector(actor, (s) => s);
  return {
    switched: snapshot.hasTag('success'),
    error: snapshot.hasTag('error') ? snapshot.context.error : null,
    choose: (idRole: number) => actor.send({ type: 'role.switch', idRole }),
    dismiss: () => actor.send({ type: 'role.dismiss' }),
  };
}
