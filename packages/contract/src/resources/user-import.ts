import {
  MENU_LINK,
  USER_CSV_COLUMNS,
  USER_IMPORT_LIMITS,
  type USER_IMPORT_FIELDS,
} from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { fieldErrors } from '../envelope';
import { list, recordStatus, requiredText, text, username } from '../fields';
import { limits } from '../limits';

const cell = text(USER_IMPORT_LIMITS.cell).optional();

/**
 * A CSV row as the console read it: every column of the export, each a bounded text. Their
 * rules are checked per row by the server (`importedUser`), so one request reports every
 * row's errors at once instead of stopping at the first.
 */
const importCells = z.object(
  Object.fromEntries(USER_CSV_COLUMNS.map((column) => [column, cell])) as Record<
    (typeof USER_CSV_COLUMNS)[number],
    typeof cell
  >,
);

/** The rows of one file, the header excluded. */
export const userImportBody = z.object({
  rows: list(importCells, USER_IMPORT_LIMITS.rows, 1),
});

/** What one row must hold to become a user; `roles` are role names, `|` between them. */
export const importedUser = z.object({
  username,
  name: requiredText(limits.name),
  status: recordStatus,
  roles: requiredText(USER_IMPORT_LIMITS.cell),
} satisfies Record<(typeof USER_IMPORT_FIELDS)[number], z.ZodType>);

/** `rows.<index>.<column>` → messages: each row's errors, keyed as a field map is. */
const checked = z.object({
  rows: z.number().int().min(0).max(USER_IMPORT_LIMITS.rows),
  errors: fieldErrors,
});

export const userImport = {
  checkImport: entry({
    method: 'POST',
    path: 'master/user/import/check',
    summary:
      'Check a users CSV (the export columns) without writing: every row with its errors (duplicates, unknown roles, rights the caller cannot grant)',
    menu: MENU_LINK.users,
    right: 'write',
    body: userImportBody,
    data: checked,
  }),
  import: entry({
    method: 'POST',
    path: 'master/user/import',
    summary:
      'Create the users of a CSV in one transaction, all or nothing, each audited; 422 with the rows’ errors (`rows.<i>.<column>`) otherwise. Imported users have no password until an invitation gives them one',
    menu: MENU_LINK.users,
    right: 'write',
    body: userImportBody,
    data: z.object({ created: z.number().int().min(1).max(USER_IMPORT_LIMITS.rows) }),
  }),
};
