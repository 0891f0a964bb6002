// A page as the rest of the server sees it: its lifecycle and its list.
import { pages } from '../../db/schema';
import type { Lifecycled } from '../../records/lifecycle';
import { withIsoDates } from '../../records/rows';

export const pageLifecycle: Lifecycled = {
  entity: 'page',
  table: pages,
  id: pages.id,
  status: pages.status,
  updatedAt: pages.updated_at,
};

export const pageListColumns = {
  id_page: pages.id,
  nama_page: pages.nama_page,
  deskripsi_page: pages.deskripsi_page,
  status: pages.status,
  created_at: pages.created_at,
  updated_at: pages.updated_at,
};

/** What the list shows (and its CSV export). */
export const pageListSpec = {
  table: pages,
  columns: pageListColumns,
  searchable: [pages.nama_page, pages.deskripsi_page],
  sortable: {
    id_page: pages.id,
    nama_page: pages.nama_page,
    deskripsi_page: pages.deskripsi_page,
    created_at: pages.created_at,
    updated_at: pages.updated_at,
    status: pages.status,
  },
  tieBreaker: pages.id,
  statusColumn: pages.status,
  toRow: withIsoDates,
};
