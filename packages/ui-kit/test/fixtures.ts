import type { DataColumn } from '../src/list/data-table';
import type { RecordStatus } from '../src/list/status-badge';

/** A role-like row, enough for every list test. */
export interface RoleRow {
  id_role: number;
  role_name: string;
  role_description: string | null;
  status: RecordStatus;
}

/** n rows, alternating ENABLE / DISABLE unless a status is given; every 5th has no description. */
export function makeRoles(n: number, status?: RecordStatus): RoleRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id_role: i + 1,
    role_name: `Role ${i + 1}`,
    role_description: i % 5 === 4 ? null : `Deskripsi ${i + 1}`,
    status: status ?? (i % 2 === 0 ? 'ENABLE' : 'DISABLE'),
  }));
}

export const roleColumns: DataColumn<RoleRow>[] = [
  { id: 'role_name', header: 'Nama Role', value: (r) => r.role_name, sortable: true },
  {
    id: 'role_description',
    header: 'Deskripsi Role',
    value: (r) => r.role_description,
    sortable: true,
  },
];
