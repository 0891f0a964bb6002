import { fill, id, USER_IMPORT_LIMITS } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { usersOfCsv } from './read-users-csv';

const HEADER = ['\uFEFFuser_id', 'username', 'name', 'status', 'created_at', 'updated_at', 'roles'];

describe('usersOfCsv', () => {
  it('maps the export’s columns, takes the formula escape off and names unreadable rows', () => {
    const parsed = usersOfCsv(
      {
        lines: [
          HEADER,
          ['1', "'=budi", 'Budi', 'ENABLE', '', '', 'Admin | PMK'],
          ['2', 'sari', 'Sari'],
          ['3', 'tono', 'Tono', 'ENABLE', '', '', 'Admin'],
        ],
        badQuotes: [3],
      },
      id,
    );
    expect(parsed.problem).toBeNull();
    expect(parsed.rows[0]).toEqual({
      user_id: '1',
      username: '=budi',
      name: 'Budi',
      status: 'ENABLE',
      created_at: '',
      updated_at: '',
      roles: 'Admin | PMK',
    });
    expect(parsed.errors).toEqual({
      'rows.1': [id.userImport.fieldCount],
      'rows.2': [id.userImport.quotes],
    });
  });

  it('refuses a file without its columns, without rows or with too many', () => {
    expect(usersOfCsv({ lines: [['username', 'nama']], badQuotes: [] }, id).problem).toBe(
      fill(id.userImport.missingColumns, { columns: 'name, status, roles' }),
    );
    expect(usersOfCsv({ lines: [HEADER], badQuotes: [] }, id).problem).toBe(
      id.userImport.emptyFile,
    );
    const many = Array.from({ length: USER_IMPORT_LIMITS.rows + 1 }, () => HEADER.map(() => 'x'));
    expect(usersOfCsv({ lines: [HEADER, ...many], badQuotes: [] }, id).problem).toBe(
      fill(id.userImport.tooManyRows, { max: USER_IMPORT_LIMITS.rows }),
    );
  });
});
