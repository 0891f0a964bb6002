import { formatDate } from '@cermat/core';
import type { DataColumn } from '@cermat/ui-kit';
import type { Messages } from '@/lib/i18n';

type Stamp = 'created_at' | 'updated_at';

/**
 * The Created At and Updated At columns every master list ends with (spec §2.2 dates);
 * `sortId` names their sort key (a field name, or a column index for menus and the tree).
 */
export function dateColumns<Row extends Record<Stamp, string>>(
  texts: Messages,
  sortId: (field: Stamp) => string = (field) => field,
): DataColumn<Row>[] {
  return [
    {
      id: sortId('created_at'),
      header: texts.common.createdAt,
      value: (r) => formatDate(r.created_at),
      sortable: true,
    },
    {
      id: sortId('updated_at'),
      header: texts.common.updatedAt,
      value: (r) => formatDate(r.updated_at),
      sortable: true,
    },
  ];
}
