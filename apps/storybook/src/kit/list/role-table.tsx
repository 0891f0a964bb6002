import { formatDate } from '@cermat/core';
import { DataTable, type DataColumn, type DataTableProps, type SortState } from '@cermat/ui-kit';
import { useState } from 'react';
import { useMessages } from '../../support/messages';
import type { RoleRow } from '../../support/fixtures';

export type RoleTableProps = Omit<
  DataTableProps<RoleRow>,
  'columns' | 'rowKey' | 'label' | 'statusOf'
>;

/** The role list's table as the console builds it: columns from the locale, dates formatted. */
export function RoleTable(props: RoleTableProps) {
  const m = useMessages();
  const [sort, setSort] = useState<SortState>({ column: 'id_role', dir: 'desc' });
  const columns: DataColumn<RoleRow>[] = [
    { id: 'role_name', header: m.role.columnName, value: (r) => r.role_name, sortable: true },
    {
      id: 'role_description',
      header: m.role.columnDescription,
      value: (r) => r.role_description,
      sortable: true,
    },
    {
      id: 'created_at',
      header: m.common.createdAt,
      value: (r) => formatDate(r.created_at),
      sortable: true,
    },
    {
      id: 'updated_at',
      header: m.common.updatedAt,
      value: (r) => formatDate(r.updated_at),
      sortable: true,
    },
  ];
  return (
    <DataTable
      label={m.role.listTitle}
      columns={columns}
      rowKey={(r) => r.id_role}
      statusOf={(r) => r.status}
      sort={sort}
      onSort={(column) =>
        setSort((s) => ({ column, dir: s.column === column && s.dir === 'asc' ? 'desc' : 'asc' }))
      }
      {...props}
    />
  );
}
