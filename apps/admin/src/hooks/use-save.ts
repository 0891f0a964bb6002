import { saveMachine, type FormValues } from '@cermat/core';
import { useSelector } from '@xstate/react';
import { currentTexts } from '@/lib/i18n';
import { useCoreMachine } from './use-core-machine';

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
  const actor = useCoreMachine(
    saveMachine,
    // The machine holds what the form submitted: the values of this form's own type.
    { save: (values: FormValues) => save(values as V) },
    {
      input: { fallback: currentTexts().error.title },
      on: { 'form.saved': () => onSaved?.() },
    },
  );
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
