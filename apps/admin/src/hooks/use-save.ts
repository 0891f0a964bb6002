import { saveMachine, type FormValues } from '@cermat/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { currentTexts } from '@/lib/i18n';

/**
 * One Simpan on core's save machine (spec §4, §5, §8), for every form of the console:
 * busy while it runs, the server's alert or first message per field when it fails
 * (core's `readServerErrors`), 'Berhasil' for 2 s, then `onSaved` (go to the list).
 * `onSaved` runs once per save, whether the 2 s ran out or the user closed the dialog.
 */
export function useSave<V extends FormValues>(
  save: (values: V) => Promise<unknown>,
  onSaved?: () => void,
) {
  // The actor lives as long as the screen; the latest callbacks are read when they run.
  const latest = useRef({ save, onSaved });
  latest.current = { save, onSaved };
  const machine = useMemo(
    () =>
      saveMachine.provide({
        actors: {
          // The machine holds what the form submitted: the values of this form's own type.
          save: fromPromise(({ input }) => latest.current.save(input as V)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { fallback: currentTexts().error.title } });
  useEffect(() => {
    const subscription = actor.on('form.saved', () => latest.current.onSaved?.());
    return () => subscription.unsubscribe();
  }, [actor]);
  const errors = useSelector(actor, (s) => s.context.errors);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const saved = useSelector(actor, (s) => s.hasTag('dialog'));
  const succeeded = useSelector(actor, (s) => s.hasTag('success'));
  // The machine holds what this form submitted: values of its own type.
  const submitted = useSelector(actor, (s) => s.context.values as V | null);
  return {
    errors,
    /** The values of the last Simpan (null before the first): its errors speak of them. */
    submitted,
    /** The server's first message for one field, or null. */
    fieldError: (field: string): string | null => errors.fields[field] ?? null,
    saving,
    /** 'Berhasil' is showing. */
    saved,
    /** The last Simpan succeeded (nothing is left unsaved by it). */
    succeeded,
    submit: (values: V) => actor.send({ type: 'form.submit', values }),
    /** Clears the shown errors (Reset). */
    clearErrors: () => actor.send({ type: 'form.reset' }),
    /** The user closed 'Berhasil' before its 2 s were up. */
    acknowledge: () => actor.send({ type: 'form.acknowledge' }),
  };
}
