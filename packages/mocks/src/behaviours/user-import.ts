import { fill, id, ROLE_SEPARATOR, STATUS } from '@cermat/core';
import { Refusal } from '../reply';
import type { Row } from '../rows';
import type { MockStore } from '../store.types';
import { nowStamp } from '../texts';
import type { Behaviour } from './behaviour';

type Cells = Partial<Record<'username' | 'name' | 'status' | 'roles', string>>;

const rowsOf = (body: unknown) => (body as { rows?: Cells[] }).rows ?? [];

/**
 * The server's file-wide checks a story shows (usernames taken or repeated, unknown roles);
 * the contract's row rules and the rights the caller may grant are the server's own.
 */
function rowErrors(store: MockStore, rows: Cells[]): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (i: number, field: string, message: string) =>
    (errors[`rows.${i}.${field}`] ??= []).push(message);
  const taken = new Set(store.lists.users.map((u) => String(u.username).toLowerCase()));
  const roles = new Set(store.lists.roles.map((r) => String(r.role_name).toLowerCase()));
  const first = new Map<string, number>();
  rows.forEach((row, i) => {
    const key = (row.username ?? '').normalize('NFC').toLowerCase();
    if (taken.has(key)) add(i, 'username', id.server.duplicate);
    else if (first.has(key))
      add(i, 'username', fill(id.server.importRepeated, { row: first.get(key)! + 1 }));
    else first.set(key, i);
    const unknown = (row.roles ?? '')
      .split(ROLE_SEPARATOR)
      .map((name) => name.trim())
      .filter((name) => name && !roles.has(name.toLowerCase()));
    if (unknown.length)
      add(i, 'roles', fill(id.server.importUnknownRoles, { roles: unknown.join(', ') }));
  });
  return errors;
}

export const userImportBehaviours: Record<string, Behaviour> = {
  checkImport: ({ store, input }) => {
    const rows = rowsOf(input.body);
    return { data: { rows: rows.length, errors: rowErrors(store, rows) } };
  },
  import: ({ store, input }) => {
    const rows = rowsOf(input.body);
    const errors = rowErrors(store, rows);
    if (Object.keys(errors).length) throw new Refusal(422, errors, id.server.invalid);
    const list = store.lists.users;
    let next = Math.max(0, ...list.map((u) => Number(u.user_id))) + 1;
    for (const row of rows)
      list.push({
        user_id: next++,
        username: row.username ?? '',
        name: row.name ?? '',
        status: row.status ?? STATUS.ENABLE,
        path_photo: null,
        selected_role: '[]',
        created_at: nowStamp(),
        updated_at: nowStamp(),
      } satisfies Row);
    return {
      data: { created: rows.length },
      message: fill(id.server.imported, { count: rows.length }),
    };
  },
};
