import type { DataColumn } from '@cermat/ui-kit';
import { formatDateTime } from '@/lib/dates';
import type { Messages } from '@/lib/i18n';

/** The Created At and Updated At columns every master list ends with (spec §2.2 dates). */
export function dateColumns<Row extends { created_at: string; updated_at: string }>(
  texts: Messages,
): DataColumn<Row>[] {
  return [
    {
      id: 'created_at',
      header: texts.common.createdAt,
      value: (r) => formatDateTime(r.created_at),
      sortable: true,
    },
    {
      id: 'updated_at',
      header: texts.common.updatedAt,
      value: (r) => formatDateTime(r.updated_at),
      sortable: true,
    },
  ];
}
