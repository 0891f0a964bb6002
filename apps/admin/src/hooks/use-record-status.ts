import {
  statusMachine,
  type StatusAction,
  type StatusChange,
  type StatusRecord,
} from '@cermat/core';
import { useSelector } from '@xstate/react';
import { currentTexts } from '@/lib/i18n';
import { useCoreMachine } from './use-core-machine';

/**
 * Disable, Restore and Hapus of one list (spec §4) on core's status machine: confirm,
 * call, 'Berhasil' for 2 s, then `onReload`.
 */
export function useRecordStatus(
  change: (change: StatusChange) => Promise<unknown>,
  onReload: () => void,
) {
  const actor = useCoreMachine(
    statusMachine,
    { changeStatus: change },
    { input: { fallback: currentTexts().error.title }, on: { 'list.reload': onReload } },
  );
  const snapshot = useSelector(actor, (s) => s);
  return {
    action: snapshot.context.action,
    confirming: snapshot.hasTag('confirm'),
    busy: snapshot.hasTag('busy'),
    succeeded: snapshot.hasTag('success'),
    error: snapshot.hasTag('error') ? snapshot.context.error : null,
    request: (action: StatusAction, record: StatusRecord) =>
      actor.send({ type: 'status.request', action, record }),
    confirm: () => actor.send({ type: 'status.confirm' }),
    cancel: () => actor.send({ type: 'status.cancel' }),
    dismiss: () => actor.send({ type: 'status.dismiss' }),
  };
}
