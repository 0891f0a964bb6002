/**
 * The wire query of the DataTables-style lists (spec §7), as core's `toListParams` builds
 * it: menus and pohon-profesi sort by column index, the others by column name.
 */
export interface ListRequest {
  draw: number;
  length: number;
  page: number;
  search?: string;
  column: string | number;
  dir: 'asc' | 'desc';
  filter_status: 'ENABLE' | 'DISABLE';
}
