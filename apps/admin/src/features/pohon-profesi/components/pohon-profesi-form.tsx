import { TextField } from '@cermat/ui-kit';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordForm } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import { emptyPohonProfesi, loadPohonProfesi, savePohonProfesi } from '../api/pohon-profesi-form';

/** Tambah / Edit Pohon Profesi (DECISIONS.md): the branch's name. */
export function PohonProfesiForm({ id }: { id?: number }) {
  const texts = useTexts();
  const form = useRecordForm({
    id,
    empty: emptyPohonProfesi,
    listPath: paths.pohonProfesi.list(),
    load: loadPohonProfesi,
    save: savePohonProfesi,
  });
  return (
    <>
      <ScreenHeader
        title={id === undefined ? texts.pohonProfesi.addTitle : texts.pohonProfesi.editTitle}
      />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: texts.pohonProfesi.masterName })}
        form={form}
      >
        <TextField
          label={texts.pohonProfesi.name}
          name="nama_pohon_profesi"
          required
          autoComplete="off"
          value={form.values.nama_pohon_profesi}
          onChange={(v) => form.set('nama_pohon_profesi', v)}
          error={form.fieldError('nama_pohon_profesi')}
        />
      </RecordForm>
      {id === undefined ? null : <HistoryPanel entity="pohon_profesi" entityId={id} />}
    </>
  );
}
