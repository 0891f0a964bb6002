import { useState } from 'react';
import { errorsOf } from '@/lib/api-errors';
import { applySessionData } from '@/lib/session';
import { switchRole } from '../api/switch-role';

export type RoleSwitchState =
  { step: 'idle' } | { step: 'busy' } | { step: 'done' } | { step: 'failed'; message: string };

/**
 * Makes another held role the active one (spec §4): the server agrees first, then the
 * session (and with it the side menu) changes at once, 'Role Berhasil di ubah.' shows,
 * and the page reloads when the dialog closes.
 */
export function useRoleSwitch() {
  const [state, setState] = useState<RoleSwitchState>({ step: 'idle' });
  const choose = async (idRole: number) => {
    setState({ step: 'busy' });
    try {
      applySessionData(await switchRole(idRole));
      setState({ step: 'done' });
    } catch (error) {
      const errors = errorsOf(error);
      setState({ step: 'failed', message: typeof errors === 'string' ? errors : '' });
    }
  };
  return {
    state,
    choose: (idRole: number) => void choose(idRole),
    finish: () => {
      if (state.step === 'done') window.location.reload();
      setState({ step: 'idle' });
    },
  };
}
