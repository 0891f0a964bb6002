import type { Pelaksanaan } from '@cermat/api-client';
import type { DataColumn } from '@cermat/ui-kit';
import { ButtonLink } from '@/components/button-link';
import { dateColumns } from '@/components/date-columns';
import { RecordsListScreen } from '@/components/records-list-screen';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { writableScreen } from '@/components/screen-adapters';

/** 'Semua Data Pelaksanaan' (DECISIONS.md): each schedule with its test codes. */
function PelaksanaanList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const columns: DataColumn<Pelaksanaan>[] = [
    {
      id: 'pelaksanaan',
      header: texts.pelaksanaan.name,
      value: (r) => r.pelaksanaan,
      sortable: true,
    },
    { id: 'kode_tes', header: texts.pelaksanaan.testCodes, value: (r) => r.kode_tes },
    ...dateColumns<Pelaksanaan>(texts),
  ];
  return (
    <RecordsListScreen
      title={texts.pelaksanaan.listTitle}
      kind="pelaksanaan"
      calls={api.pelaksanaan}
      idOf={(row) => row.idjadwal_pelaksanaan}
      columns={columns}
      canWrite={canWrite}
      editPath={paths.pelaksanaan.edit}
      actions={
        canWrite ? <ButtonLink href={paths.pelaksanaan.add()}>{texts.common.add}</ButtonLink> : null
      }
    />
  );
}

/** The router's screen (app/screens.ts). */
export default writableScreen(PelaksanaanList);
