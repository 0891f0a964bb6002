import { TextField } from '@cermat/ui-kit';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordFormOn } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import { loadPage, savePage } from '../api/page-form';
import { usePageBuilder } from '../hooks/use-page-builder';
import { PageBuilder } from './page-builder';
import { recordScreen } from '@/components/screen-adapters';

/** Tambah Page / Edit Page (spec §2.10): name, description and the row/column builder. */
function PageForm({ id }: { id?: number }) {
  const texts = useTexts();
  const builder = usePageBuilder();
  const form = useRecordFormOn(builder.store, {
    id,
    listPath: paths.pages.list(),
    load: loadPage,
    save: savePage,
  });
  const field = (name: 'nama_page' | 'deskripsi_page') => ({
    name,
    autoComplete: 'off',
    value: form.values[name],
    onChange: (value: string) => builder.send({ type: 'page.field', field: name, value }),
    error: form.fieldError(name),
  });
  return (
    <>
      <ScreenHeader title={id === undefined ? texts.page.addTitle : texts.page.editTitle} />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: texts.page.masterName })}
        form={form}
      >
        <TextField label={texts.page.name} required {...field('nama_page')} />
        <TextField label={texts.page.description} {...field('deskripsi_page')} />
        <PageBuilder
          builder={builder}
          failed={{ fields: form.errors.fields, sent: form.submitted?.rows }}
        />
      </RecordForm>
      {id === undefined ? null : <HistoryPanel entity="page" entityId={id} />}
    </>
  );
}

/** The router's screen (app/screens.ts). */
export default recordScreen(PageForm);
