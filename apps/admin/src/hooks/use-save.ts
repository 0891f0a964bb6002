import type { FormErrors } from '@cermat/ui-kit';
import { useState } from 'react';
import { errorsOf } from '@/lib/api-errors';

/**
 * One Simpan of a screen that is not a record form (ordering, role-menu, configuration):
 * busy while it runs, the server's errors when it fails, `saved` for 'Berhasil'.
 */
export function useSave(save: () => Promise<unknown>) {
  const [errors, setErrors] = useState<FormErrors>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    setSaving(true);
    setErrors(null);
    try {
      await save();
      setSaved(true);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  return {
    errors,
    saving,
    saved,
    submit: () => void submit(),
    /** Closes 'Berhasil' for a screen that stays where it is. */
    acknowledge: () => setSaved(false),
  };
}
