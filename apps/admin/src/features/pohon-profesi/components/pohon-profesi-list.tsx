import type { PohonProfesi } from '@cermat/api-client';
import { SORT_COLUMNS } from '@cermat/core';
import type { DataColumn } from '@cermat/ui-kit';
import { ButtonLink } from '@/components/button-link';
import { RecordsListScreen } from '@/components/records-list-screen';
import { dateColumns } from '@/components/date-columns';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';

/** The sort index of a field: its place in core's column list (spec §7 sends an index). */
const sortIndex = (field: string) => String(SORT_COLUMNS.pohonProfesi.indexOf(field));

/** 'Semua Data Dahan Profesi' (spec §2.11); Tambah goes to its own form (DECISIONS.md). */
export function PohonProfesiList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const columns: DataColumn<PohonProfesi>[] = [
    {
      id: sortIndex('nama_pohon_profesi'),
      header: texts.pohonProfesi.name,
      value: (r) => r.nama_pohon_profesi,
      sortable: true,
    },
    ...dateColumns<PohonProfesi>(texts, sortIndex),
  ];
  return (
    <RecordsListScreen
      title={texts.pohonProfesi.listTitle}
      kind="pohonProfesi"
      calls={api.pohonProfesi}
      idOf={(row) => row.id_pohon_profesi}
      columns={columns}
      canWrite={canWrite}
      editPath={paths.pohonProfesi.edit}
      actions={
        canWrite ? (
          <ButtonLink href={paths.pohonProfesi.add()}>{texts.common.add}</ButtonLink>
        ) : null
      }
    />
  );
}
