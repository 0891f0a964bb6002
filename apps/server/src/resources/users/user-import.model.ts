// The users import's checks: each row as the add form would be checked, and the file as a
// whole (its own duplicates, the database's, the roles it names and who may grant them).
import { fieldErrorsOf, importedUser, type userImportBody } from '@cermat/contract';
import { fieldLabel, fieldMessage, fill, id as texts, ROLE_SEPARATOR } from '@cermat/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { grantableRoles } from '../../auth/delegation';
import type { Session } from '../../context/session';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { fewNames, type FieldErrors } from '../../http/errors';
import { fieldMap } from '../../http/field-map';

type Cells = z.output<typeof userImportBody>['rows'][number];
type Imported = z.output<typeof importedUser>;

/** A row that may become a user: its fields and the ids of the roles it names. */
export interface ImportUser extends Imported {
  roleIds: number[];
}

/** A text list as one JSON parameter: one statement for 10,000 values, on both drivers. */
const jsonList = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;

/** Role names of a `roles` cell, as written, blanks dropped. */
const roleNames = (cell: string) =>
  cell
    .split(ROLE_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Each username's key as the unique index compares it (the database's `lower()`, so the
 * file's own duplicates are found as the database would refuse them) and whether a stored
 * user already has it.
 */
async function usernameKeys(db: Db, names: string[]): Promise<{ key: string; taken: boolean }[]> {
  const rows = await queryRows(
    db,
    sql`select lower(v.value) as key,
        exists (select 1 from users u where lower(u.username) = lower(v.value)) as taken
      from jsonb_array_elements_text(${jsonList(names)}) with ordinality as v(value, n)
      order by v.n`,
  );
  return rows.map((r) => ({ key: String(r.key), taken: r.taken === true }));
}

/** Stored roles by each given name as the unique index compares it. */
async function rolesByName(db: Db, names: string[]): Promise<Map<string, number>> {
  const rows = await queryRows(
    db,
    sql`select distinct v.value as name, r.id_role
      from jsonb_array_elements_text(${jsonList(names)}) as v(value)
      join roles r on lower(r.role_name) = lower(v.value)`,
  );
  return new Map(rows.map((r) => [String(r.name), Number(r.id_role)]));
}

/** Adds a message to `rows.<index>.<field>`. */
function report(errors: FieldErrors, index: number, field: string, message: string): void {
  (errors[`rows.${index}.${field}`] ??= []).push(message);
}

/** Each row under the contract's rules for one user, worded as a form's 422 is. */
function parseRows(rows: Cells[], errors: FieldErrors): (Imported | undefined)[] {
  return rows.map((row, index) => {
    const parsed = importedUser.safeParse(row, { reportInput: true });
    if (parsed.success) return parsed.data;
    const fields = fieldErrorsOf(parsed.error, (path, issue) =>
      fieldMessage(fieldLabel(path, texts), issue, texts),
    );
    for (const [field, messages] of Object.entries(fields))
      for (const message of messages) report(errors, index, field, message);
    return undefined;
  });
}

/** Usernames repeated in the file (the first row keeps it) or already stored. */
async function checkUsernames(db: Db, parsed: (Imported | undefined)[], errors: FieldErrors) {
  const at = parsed.flatMap((row, index) => (row ? [{ index, username: row.username }] : []));
  const keys = await usernameKeys(
    db,
    at.map((r) => r.username),
  );
  const firstRow = new Map<string, number>();
  at.forEach(({ index }, i) => {
    const { key, taken } = keys[i]!;
    const first = firstRow.get(key);
    if (taken) report(errors, index, 'username', texts.server.duplicate);
    else if (first !== undefined)
      report(errors, index, 'username', fill(texts.server.importRepeated, { row: first + 1 }));
    else firstRow.set(key, index);
  });
}

/** Each row's roles: known ones only, and only those the caller may grant (delegation). */
async function checkRoles(
  db: Db,
  session: Session,
  parsed: (Imported | undefined)[],
  errors: FieldErrors,
): Promise<Map<number, number[]>> {
  const named = parsed.map((row) => (row ? roleNames(row.roles) : []));
  const byName = await rolesByName(db, [...new Set(named.flat())]);
  const grantable = await grantableRoles(db, session, [...new Set(byName.values())]);
  const roleIds = new Map<number, number[]>();
  named.forEach((names, index) => {
    if (!parsed[index]) return;
    const unknown = names.filter((name) => !byName.has(name));
    const ids = [...new Set(names.flatMap((name) => byName.get(name) ?? []))];
    const refused = names.filter((name) => byName.has(name) && !grantable.has(byName.get(name)!));
    if (!names.length) report(errors, index, 'roles', texts.server.invalid);
    if (unknown.length)
      report(
        errors,
        index,
        'roles',
        fill(texts.server.importUnknownRoles, { roles: fewNames(unknown) }),
      );
    if (refused.length)
      report(
        errors,
        index,
        'roles',
        fill(texts.server.importCannotGrant, { roles: fewNames(refused) }),
      );
    roleIds.set(index, ids);
  });
  return roleIds;
}

/**
 * Every row's errors (`rows.<index>.<field>` → messages, none when the file may be
 * imported) and, when there are none, the users to create.
 */
export async function checkImport(
  db: Db,
  session: Session,
  rows: Cells[],
): Promise<{ errors: FieldErrors; users: ImportUser[] }> {
  const errors = fieldMap();
  const parsed = parseRows(rows, errors);
  await checkUsernames(db, parsed, errors);
  const roleIds = await checkRoles(db, session, parsed, errors);
  const users = parsed.flatMap((row, index) =>
    row ? [{ ...row, roleIds: roleIds.get(index) ?? [] }] : [],
  );
  return { errors, users: Object.keys(errors).length ? [] : users };
}
