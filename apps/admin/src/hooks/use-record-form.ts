import { errorMessage } from '@cermat/core';
import { useEffect, useState } from 'react';
import { navigate } from '@/lib/hash-location';
import { currentTexts } from '@/lib/i18n';
import { useProgress } from '@/lib/progress';
import { useSave } from './use-save';
import { useUnsavedChanges } from './use-unsaved-changes';

interface Loaded<V> {
  values: V;
  /** The `updated_at` read, sent back with the update (optimistic concurrency). */
  updatedAt: string;
}

/** Where a form keeps its values: React state, or a machine of its own (the page builder). */
export interface FormStore<V> {
  values: V;
  /** What was loaded (the empty form on Tambah): Reset returns to it, changes are measured from it. */
  baseline: V;
  reset: () => void;
  /** Takes a loaded record as both the values and the baseline. */
  load: (values: V) => void;
  /** Puts back a draft a 401 interrupted, keeping the baseline (so it still counts as changed). */
  restore?: (values: V) => void;
}

export interface RecordFormOptions<V> {
  /** The record's id on Edit; undefined on Tambah. */
  id?: number;
  /** Where Kembali and a successful save go. */
  listPath: string;
  load: (id: number) => Promise<Loaded<V>>;
  save: (values: V, existing?: { id: number; updated_at: string }) => Promise<unknown>;
  /** After 'Berhasil': going to the list unless the form has something more to show first. */
  onSaved?: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A form's values in React state, starting from `empty`. */
function useFormValues<V extends object>(empty: V) {
  const [values, setValues] = useState<V>(empty);
  const [baseline, setBaseline] = useState<V>(empty);
  return {
    values,
    baseline,
    set: <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value })),
    reset: () => setValues(baseline),
    restore: setValues,
    load: (loaded: V) => {
      setBaseline(loaded);
      setValues(loaded);
    },
  };
}

/**
 * An add/edit form (spec §2.4, §2.9) whose values live in `store`: loads the record on
 * edit, asks before leaving unsaved changes, Reset goes back to what was loaded, Simpan
 * runs on core's save machine and goes to the list after 'Berhasil'.
 */
export function useRecordFormOn<V extends object>(
  store: FormStore<V>,
  { id, listPath, load, save, onSaved }: RecordFormOptions<V>,
) {
  // Null while the record is loading; '' on Tambah.
  const [updatedAt, setUpdatedAt] = useState<string | null>(id === undefined ? '' : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const saving = useSave(
    (values: V) =>
      save(
        values,
        id !== undefined && updatedAt !== null ? { id, updated_at: updatedAt } : undefined,
      ),
    onSaved ?? (() => navigate(listPath, { replace: true })),
  );

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    load(id).then(
      (loaded) => {
        if (!live) return;
        store.load(loaded.values);
        setUpdatedAt(loaded.updatedAt);
      },
      (error: unknown) =>
        live && setLoadError(errorMessage(error, currentTexts().error.loadFailed)),
    );
    return () => {
      live = false;
    };
    // Loading again only for another record.
  }, [id]);

  const loading = updatedAt === null && loadError === null;
  const dirty = !loading && !saving.succeeded && !same(store.values, store.baseline);
  useProgress(loading);
  useUnsavedChanges(
    dirty,
    store.restore ? { values: store.values, ready: !loading, restore: store.restore } : undefined,
  );

  // A field's message speaks of what was sent: once the field changes it goes.
  const changed = (field: string) =>
    saving.submitted !== null &&
    Object.hasOwn(store.values, field) &&
    !same(
      (store.values as Record<string, unknown>)[field],
      (saving.submitted as Record<string, unknown>)[field],
    );
  return {
    ...saving,
    fieldError: (field: string) => (changed(field) ? null : saving.fieldError(field)),
    values: store.values,
    listPath,
    loading,
    loadError,
    dirty,
    reset: () => {
      store.reset();
      saving.clearErrors();
    },
    submit: () => saving.submit(store.values),
  };
}

/** An add/edit form whose values are plain React state. */
export function useRecordForm<V extends object>(options: RecordFormOptions<V> & { empty: V }) {
  const store = useFormValues(options.empty);
  return { ...useRecordFormOn(store, options), set: store.set };
}
