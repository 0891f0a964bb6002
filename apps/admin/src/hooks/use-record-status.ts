import {
  statusMachine,
  type StatusAction,
  type StatusChange,
  type StatusRecord,
} from '@cermat/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';

/**
 * Disable, Restore and Hapus of one list (spec §4) on core's status machine: confirm,
 * call, 'Berhasil' for 2 s, then `onReload`.
 */
export function useRecordStatus(
  change: (change: StatusChange) => Promise<unknown>,
  onReload: () => void,
) {
  const changeRef = useRef(change);
  changeRef.current = change;
  const reloadRef = useRef(onReload);
  reloadRef.current = onReload;
  const machine = useMemo(
    () =>
      statusMachine.provide({
        actors: {
          changeStatus: fromPromise(({ input }: { input: StatusChange }) =>
            changeRef.current(input),
          ),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const sub = actor.on('list.reload', () => reloadRef.current());
    return () => sub.unsubscribe();
  }, [actor]);
  return {
    action: snapshot.context.action,
    confirming: snapshot.hasTag('confirm'),
    busy: snapshot.hasTag('busy'),
    succeeded: snapshot.hasTag('success'),
    error: snapshot.hasTag('error') ? snapshot.context.error : null,
    request: (action: StatusAction, record: StatusRecord) =>
      send({ type: 'status.request', action, record }),
    confirm: () => send({ type: 'status.confirm' }),
    cancel: () => send({ type: 'status.cancel' }),
    dismiss: () => send({ type: 'status.dismiss' }),
  };
}
