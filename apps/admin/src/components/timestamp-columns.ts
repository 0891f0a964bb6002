import type { DataColumn } from '@cermat/ui-kit';
import { formatDateTime } from '@/lib/dates';
import type { Messages } from '@/lib/i18n';

type Stamp = 'created_at' | 'updated_at';

/**
 * The Created At and Updated At columns of a master list ('YYYY-MM-DD HH:mm'), sortable;
 * `sortId` names their sort key (a field name, or a column index for menus and the tree).
 */
export function timestampColumns<Row extends Record<Stamp, string>>(
  texts: Messages,
  sortId: (field: Stamp) => string = (field) => field,
): DataColumn<Row>[] {
  return (['created_at', 'updated_at'] as const).map((field) => ({
    id: sortId(field),
    header: field === 'created_at' ? texts.common.createdAt : texts.common.updatedAt,
    value: (row: Row) => formatDateTime(row[field]),
    sortable: true,
  }));
}
