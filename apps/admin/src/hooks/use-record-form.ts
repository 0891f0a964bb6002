import type { FormErrors } from '@cermat/ui-kit';
import { useEffect, useState } from 'react';
import { errorsOf } from '@/lib/api-errors';
import { useProgress } from '@/lib/progress';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface Loaded<V> {
  values: V;
  /** The `updated_at` read, sent back with the update (optimistic concurrency). */
  updatedAt: string;
}

export interface RecordFormOptions<V> {
  /** The record's id on Edit; undefined on Tambah. */
  id?: number;
  empty: V;
  load: (id: number) => Promise<Loaded<V>>;
  save: (values: V, existing?: { id: number; updated_at: string }) => Promise<unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An add/edit form (spec §2.4, §2.9): loads the record on edit, tracks unsaved changes,
 * Reset goes back to what was loaded, Simpan reports the server's errors or success.
 */
export function useRecordForm<V extends object>({ id, empty, load, save }: RecordFormOptions<V>) {
  const [baseline, setBaseline] = useState<Loaded<V> | null>(
    id === undefined ? { values: empty, updatedAt: '' } : null,
  );
  const [values, setValues] = useState<V>(empty);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    load(id).then(
      (loaded) => {
        if (!live) return;
        setBaseline(loaded);
        setValues(loaded.values);
      },
      (error: unknown) => {
        const message = errorsOf(error);
        if (live) setLoadError(typeof message === 'string' ? message : '');
      },
    );
    return () => {
      live = false;
    };
    // Loading again only for another record.
  }, [id]);

  const loading = baseline === null && loadError === null;
  const dirty = baseline !== null && !saved && !same(values, baseline.values);
  useProgress(loading);
  useUnsavedChanges(dirty);

  const submit = async () => {
    setSaving(true);
    setErrors(null);
    try {
      await save(
        values,
        id !== undefined && baseline ? { id, updated_at: baseline.updatedAt } : undefined,
      );
      setSaved(true);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    set: <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value })),
    reset: () => {
      setValues(baseline?.values ?? empty);
      setErrors(null);
    },
    loading,
    loadError,
    errors,
    saving,
    saved,
    dirty,
    submit: () => void submit(),
  };
}
