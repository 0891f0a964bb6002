import { isApiError } from '@cermat/api-client';
import type { ImportCells, ImportResult, RowErrors } from '@cermat/core';
import { api } from '@/lib/api';

/** The server's dry run: every row's errors, none when the file may be imported. */
export async function checkUsers({ rows }: { rows: ImportCells[] }): Promise<RowErrors> {
  return (await api.users.checkImport({ rows })).errors;
}

/** The import, all or nothing: the count made, or (422) the rows' errors to show again. */
export async function importUsers(
  { rows }: { rows: ImportCells[] },
  done: (created: number) => string,
): Promise<ImportResult> {
  try {
    return { message: done((await api.users.import({ rows })).created) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'validation' && Object.keys(error.fields).length)
      return { errors: error.fields };
    throw error;
  }
}
