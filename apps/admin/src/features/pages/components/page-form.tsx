import { TextField, fieldError } from '@cermat/ui-kit';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordForm } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import { emptyPage, loadPage, savePage } from '../api/page-form';
import { PageBuilder } from './page-builder';

/** Tambah Page / Edit Page (spec §2.10): name, description and the row/column builder. */
export function PageForm({ id }: { id?: number }) {
  const texts = useTexts();
  const form = useRecordForm({ id, empty: emptyPage, load: loadPage, save: savePage });
  return (
    <>
      <ScreenHeader title={id === undefined ? texts.page.addTitle : texts.page.editTitle} />
      <RecordForm
        listPath={paths.pages.list()}
        successMessage={fill(texts.success.redirect, { name: texts.page.masterName })}
        form={form}
      >
        <TextField
          label={texts.page.name}
          name="nama_page"
          required
          autoComplete="off"
          value={form.values.nama_page}
          onChange={(v) => form.set('nama_page', v)}
          error={fieldError(form.errors, 'nama_page')}
        />
        <TextField
          label={texts.page.description}
          name="deskripsi_page"
          autoComplete="off"
          value={form.values.deskripsi_page}
          onChange={(v) => form.set('deskripsi_page', v)}
          error={fieldError(form.errors, 'deskripsi_page')}
        />
        <PageBuilder rows={form.values.rows} onChange={(rows) => form.set('rows', rows)} />
      </RecordForm>
    </>
  );
}
