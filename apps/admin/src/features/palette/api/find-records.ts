import type { ListAnswer } from '@cermat/api-client';
import {
  PLAIN_KINDS,
  PLAIN_MASTERS,
  plainNameField,
  type ListKind,
  type PlainKind,
} from '@cermat/core';
import { api } from '@/lib/api';

/** A record found by name: its id (its edit form's), and its names, the one it is shown by first. */
export interface FoundRecord {
  id: number;
  names: readonly string[];
}

/**
 * Rows asked of each list: more than the palette shows, since the server answers in the list's
 * own order and the closest names are chosen here; still one small page, never the whole list.
 */
const ASKED = 25;
const query = (search: string) => ({ draw: 1, length: ASKED, search });
const rowsOf = <Row>(answer: Readonly<ListAnswer<Row>>) => answer[0].list_data.data;

/** A plain master's records, named by its declaration's naming field. */
function plainFinder(kind: PlainKind) {
  const id = PLAIN_MASTERS[kind].id;
  const [name] = plainNameField(kind);
  return async (search: string): Promise<FoundRecord[]> =>
    rowsOf(await api[kind].list(query(search))).map((row) => {
      const fields = row as Record<string, unknown>;
      return { id: Number(fields[id]), names: [String(fields[name] ?? '')] };
    });
}

/** How each master's records are looked for by name (its list call's search) and named. */
export const findRecords: Record<ListKind, (search: string) => Promise<FoundRecord[]>> = {
  roles: async (search) =>
    rowsOf(await api.roles.list(query(search))).map((row) => ({
      id: row.id_role,
      names: [row.role_name],
    })),
  menus: async (search) =>
    rowsOf(await api.menus.list(query(search))).map((row) => ({
      id: row.id_menu_master,
      names: [row.menu_master_nama],
    })),
  users: async (search) =>
    rowsOf(await api.users.list(query(search))).map((row) => ({
      id: row.user_id,
      names: [row.name, row.username],
    })),
  pages: async (search) =>
    rowsOf(await api.pages.list(query(search))).map((row) => ({
      id: row.id_page,
      names: [row.nama_page],
    })),
  pelaksanaan: async (search) =>
    rowsOf(await api.pelaksanaan.list(query(search))).map((row) => ({
      id: row.idjadwal_pelaksanaan,
      names: [row.pelaksanaan],
    })),
  ...(Object.fromEntries(PLAIN_KINDS.map((kind) => [kind, plainFinder(kind)])) as Record<
    PlainKind,
    (search: string) => Promise<FoundRecord[]>
  >),
};
