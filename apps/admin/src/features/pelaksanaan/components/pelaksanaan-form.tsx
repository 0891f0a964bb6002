import { TextField } from '@cermat/ui-kit';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordForm } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import { emptyPelaksanaan, loadPelaksanaan, savePelaksanaan } from '../api/pelaksanaan-form';
import { rowErrors } from '../utils/test-code-rows';
import { TestCodeRows } from './test-code-rows';
import { recordScreen } from '@/components/screen-adapters';

/** Tambah / Edit Pelaksanaan (DECISIONS.md): the schedule's name and its test codes. */
export function PelaksanaanForm({ id }: { id?: number }) {
  const texts = useTexts();
  const form = useRecordForm({
    id,
    empty: emptyPelaksanaan,
    listPath: paths.pelaksanaan.list(),
    load: loadPelaksanaan,
    save: savePelaksanaan,
  });
  return (
    <>
      <ScreenHeader
        title={id === undefined ? texts.pelaksanaan.addTitle : texts.pelaksanaan.editTitle}
      />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: texts.pelaksanaan.masterName })}
        form={form}
      >
        <TextField
          label={texts.pelaksanaan.name}
          name="pelaksanaan"
          required
          autoComplete="off"
          value={form.values.pelaksanaan}
          onChange={(v) => form.set('pelaksanaan', v)}
          error={form.fieldError('pelaksanaan')}
        />
        <TestCodeRows
          rows={form.values.kode_tes}
          onChange={(rows) => form.set('kode_tes', rows)}
          errors={rowErrors(form.values.kode_tes, form.errors.fields, form.submitted?.kode_tes)}
          error={form.fieldError('kode_tes')}
        />
      </RecordForm>
      {id === undefined ? null : <HistoryPanel entity="pelaksanaan" entityId={id} />}
    </>
  );
}

/** The router's screen (app/screens.ts). */
export default recordScreen(PelaksanaanForm);
