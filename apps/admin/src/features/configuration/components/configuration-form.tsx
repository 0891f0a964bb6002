import { DIALOG_MS } from '@cermat/core';
import { actionTone, Button, FormAlert, SuccessDialog } from '@cermat/ui-kit';
import { useState } from 'react';
import { HistoryPanel } from '@/components/history-panel';
import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { useLoad } from '@/hooks/use-load';
import { useSave } from '@/hooks/use-save';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { loadConfiguration } from '@/lib/configuration';
import { useTexts } from '@/lib/i18n';
import { getConfiguration, saveConfiguration } from '../api/configuration';
import { ConfigurationField } from './configuration-field';
import { writableScreen } from '@/components/screen-adapters';

/** 'Formulir Konfigurasi' (spec §2.12): one input per key; Reset and Simpan need write. */
export function ConfigurationForm({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const [loaded, retry] = useLoad(getConfiguration);
  // Each save is a new entry of the history: the panel reads it again.
  const [saves, setSaves] = useState(0);
  return (
    <>
      <ScreenHeader title={texts.config.title} />
      {loaded.status === 'failed' ? (
        <LoadFailed message={loaded.message} onRetry={retry} />
      ) : loaded.status === 'ready' ? (
        <Fields initial={loaded.data} canWrite={canWrite} onSaved={() => setSaves((n) => n + 1)} />
      ) : null}
      {canWrite ? <HistoryPanel key={saves} entity="config" entityId="all" /> : null}
    </>
  );
}

function Fields({
  initial,
  canWrite,
  onSaved,
}: {
  initial: Record<string, string>;
  canWrite: boolean;
  onSaved: () => void;
}) {
  const texts = useTexts();
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  // Reset also clears the previews of files chosen since (the inputs start afresh).
  const [resets, setResets] = useState(0);
  const { errors, fieldError, saving, saved, submit, acknowledge } = useSave(
    async (sent: Record<string, string>) => {
      await saveConfiguration(sent);
      setBaseline(sent);
      onSaved();
      // The top bar shows the new logo at once.
      await loadConfiguration().catch(() => undefined);
    },
  );
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(baseline));
  return (
    <form
      noValidate
      className="grid max-w-2xl gap-4 rounded-lg border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(values);
      }}
    >
      <FormAlert error={errors.alert} />
      <fieldset disabled={!canWrite || saving} className="grid gap-4">
        {Object.keys(values).map((key) => (
          <ConfigurationField
            key={`${key}-${resets}`}
            name={key}
            value={values[key] ?? ''}
            onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
            error={fieldError(key)}
          />
        ))}
      </fieldset>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button
            tone={actionTone.discard}
            onClick={() => {
              setValues(baseline);
              setResets((n) => n + 1);
            }}
          >
            {texts.common.reset}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {texts.common.save}
          </Button>
        </div>
      ) : null}
      <SuccessDialog
        open={saved}
        message={texts.server.configSaved}
        autoCloseMs={DIALOG_MS}
        onClose={acknowledge}
      />
    </form>
  );
}

/** The router's screen (app/screens.ts). */
export default writableScreen(ConfigurationForm);
