import type { Page } from '@cermat/api-client';
import type { DataColumn } from '@cermat/ui-kit';
import { ButtonLink } from '@/components/button-link';
import { RecordsListScreen } from '@/components/records-list-screen';
import { dateColumns } from '@/components/date-columns';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { writableScreen } from '@/components/screen-adapters';

/** 'Semua Data Page' (spec §2.10): each page links to /render?page={name}. */
function PageList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const columns: DataColumn<Page>[] = [
    { id: 'nama_page', header: texts.page.name, value: (r) => r.nama_page, sortable: true },
    {
      id: 'deskripsi_page',
      header: texts.page.description,
      value: (r) => r.deskripsi_page,
      sortable: true,
    },
    {
      id: 'link',
      header: texts.page.link,
      value: (r) => `/render?page=${r.nama_page}`,
      href: (r) => `#${paths.pages.render(r.nama_page)}`,
    },
    ...dateColumns<Page>(texts),
  ];
  return (
    <RecordsListScreen
      title={texts.page.listTitle}
      kind="pages"
      calls={api.pages}
      idOf={(row) => row.id_page}
      columns={columns}
      canWrite={canWrite}
      editPath={paths.pages.edit}
      actions={
        canWrite ? <ButtonLink href={paths.pages.add()}>{texts.page.addTitle}</ButtonLink> : null
      }
    />
  );
}

/** The router's screen (app/screens.ts). */
export default writableScreen(PageList);
