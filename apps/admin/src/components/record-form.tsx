import { DIALOG_MS, type FormErrors } from '@cermat/core';
import { actionTone, Button, FormAlert, LoadingModal, SuccessDialog } from '@cermat/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { navigate } from '@/lib/hash-location';
import { useTexts } from '@/lib/i18n';
import { LoadFailed } from './load-failed';

export interface RecordFormProps {
  /** Shown under 'Berhasil', e.g. 'Anda akan diarahkan ke halaman master role segera'. */
  successMessage: string;
  /** What the form hook (`useRecordForm`) gives. */
  form: {
    /** Where Kembali goes (and the hook goes after 'Berhasil'). */
    listPath: string;
    loading: boolean;
    loadError: string | null;
    errors: FormErrors;
    saving: boolean;
    saved: boolean;
    reset: () => void;
    submit: () => void;
    acknowledge: () => void;
  };
  children: ReactNode;
}

// What a failed save shows, in the order of the form: a field marked invalid, a builder
// column the server refused, or the alert.
const FIRST_ERROR = '[aria-invalid="true"], [data-invalid][tabindex], [data-slot="form-alert"]';

/**
 * After a failed save the first error comes into view and takes focus: without
 * it focus stays on Simpan or falls to the page while the message sits off-screen.
 */
function useFocusFirstError(errors: FormErrors) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (errors.alert === null && Object.keys(errors.fields).length === 0) return;
    // After the messages are painted: they are what gets focus.
    const frame = requestAnimationFrame(() => {
      const first = ref.current?.querySelector<HTMLElement>(FIRST_ERROR);
      first?.scrollIntoView({ block: 'center' });
      first?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [errors]);
  return ref;
}

/** The frame of every add/edit form: errors, fields, Kembali / Reset / Simpan, 'Berhasil'. */
export function RecordForm({ successMessage, form, children }: RecordFormProps) {
  const texts = useTexts();
  const formRef = useFocusFirstError(form.errors);
  if (form.loadError !== null) {
    return <LoadFailed message={form.loadError} onRetry={() => window.location.reload()} />;
  }
  return (
    <>
      <LoadingModal open={form.loading} label={texts.common.loading} />
      <form
        ref={formRef}
        noValidate
        className="grid max-w-2xl gap-4 rounded-lg border border-border bg-surface p-4"
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <FormAlert error={form.errors.alert} />
        {children}
        <div className="flex flex-wrap gap-2">
          <Button tone="secondary" onClick={() => navigate(form.listPath)}>
            {texts.common.back}
          </Button>
          <Button tone={actionTone.discard} onClick={form.reset}>
            {texts.common.reset}
          </Button>
          <Button
            type="submit"
            disabled={form.saving || form.loading}
            aria-busy={form.saving || undefined}
          >
            {texts.common.save}
          </Button>
        </div>
      </form>
      <SuccessDialog
        open={form.saved}
        message={successMessage}
        autoCloseMs={DIALOG_MS}
        onClose={form.acknowledge}
      />
    </>
  );
}
