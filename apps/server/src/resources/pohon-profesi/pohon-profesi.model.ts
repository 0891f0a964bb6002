// A branch of the professional tree as the rest of the server sees it: its lifecycle and its list.
import { getTableColumns } from 'drizzle-orm';
import { pohonProfesi } from '../../db/schema';
import type { Lifecycled } from '../../records/lifecycle';
import { withIsoDates } from '../../records/rows';

export const pohonLifecycle: Lifecycled = {
  entity: 'pohon_profesi',
  table: pohonProfesi,
  id: pohonProfesi.id_pohon_profesi,
  status: pohonProfesi.status,
  updatedAt: pohonProfesi.updated_at,
};

/** What the list shows (and its CSV export). */
export const pohonListSpec = {
  table: pohonProfesi,
  columns: getTableColumns(pohonProfesi),
  searchable: [pohonProfesi.nama_pohon_profesi],
  sortable: {
    id_pohon_profesi: pohonProfesi.id_pohon_profesi,
    nama_pohon_profesi: pohonProfesi.nama_pohon_profesi,
    created_at: pohonProfesi.created_at,
    updated_at: pohonProfesi.updated_at,
    status: pohonProfesi.status,
  },
  tieBreaker: pohonProfesi.id_pohon_profesi,
  statusColumn: pohonProfesi.status,
  toRow: withIsoDates,
};
