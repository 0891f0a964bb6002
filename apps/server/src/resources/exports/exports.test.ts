import { csvCell } from '@cermat/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pohonProfesi } from '../../db/schema';
import { call, entry } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';

const exportCsv = (h: Harness, query: Record<string, unknown>, token = h.tokens.admin) =>
  call(h, entry('exports.csv'), { query }, token);

/** The CSV's lines, BOM checked and removed. */
function lines(text: string | undefined): string[] {
  expect(text?.startsWith('\uFEFF')).toBe(true);
  return text!.slice(1).split('\r\n').slice(0, -1);
}

describe('CSV cells', () => {
  it('never start with a formula character, and keep the value readable', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = csvCell(value);
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(inner).not.toMatch(/^[=+\-@\t\r]/);
        // Exactly one `'` before a formula character, nothing else changed (a value that
        // already starts with `'` keeps it: "'+" stays "'+").
        expect(inner).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
      }),
    );
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell("'+1")).toBe("'+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(new Date('2024-01-15T08:30:00.000Z'))).toBe('2024-01-15 15:30');
  });
});

describe.each(drivers)('CSV export, on %s', (driver) => {
  const h = useHarness(driver);

  it('streams every row the list shows (search, status, sort), past one batch', async () => {
    const names = Array.from({ length: 2_105 }, (_, i) => `Cabang ${String(i).padStart(4, '0')}`);
    await h.db
      .insert(pohonProfesi)
      .values([
        ...names.map((nama_pohon_profesi) => ({ nama_pohon_profesi })),
        { nama_pohon_profesi: 'Cabang =1+1', status: 'DISABLE' as const },
      ]);
    const answer = await exportCsv(h, {
      list: 'pohon-profesi',
      search: 'cabang',
      column: 1,
      dir: 'desc',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Personal data: never kept by a cache, as every API answer.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toMatch(
      /attachment; filename="pohon-profesi-/,
    );
    const [header, ...rows] = lines(answer.text);
    expect(header).toBe('id_pohon_profesi,nama_pohon_profesi,status,created_at,updated_at');
    expect(rows.map((r) => r.split(',')[1])).toEqual([...names].reverse());
    expect(rows[0]!.split(',')[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const disabled = await exportCsv(h, {
      list: 'pohon-profesi',
      search: '=1',
      filter_status: 'DISABLE',
    });
    // Not a formula: the cell starts with 'Cabang', so it stays as it is.
    expect(
      lines(disabled.text)
        .slice(1)
        .map((r) => r.split(',')[1]),
    ).toEqual(['Cabang =1+1']);
  });

  it('escapes a name that would run as a formula', async () => {
    await h.db.insert(pohonProfesi).values({ nama_pohon_profesi: '=cmd|"/c calc"!A1' });
    const answer = await exportCsv(h, { list: 'pohon-profesi', search: 'calc' });
    expect(lines(answer.text)[1]).toContain(`"'=cmd|""/c calc""!A1"`);
  });

  it('exports the audit trail with its filters', async () => {
    const answer = await exportCsv(h, { list: 'audit', action: 'login' });
    const [header, ...rows] = lines(answer.text);
    expect(header!.split(',')).toContain('request_id');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.split(',')[6] === 'login')).toBe(true);
  });

  it('checks rights like the list: a role without read gets 403, not a file', async () => {
    for (const list of ['users', 'audit', 'roles']) {
      const answer = await exportCsv(h, { list }, h.tokens.noAccess);
      expect(answer.status).toBe(403);
      expect(answer.text).toBeUndefined();
    }
    const reader = await exportCsv(h, { list: 'users' }, h.tokens.reader);
    expect(reader.status).toBe(200);
  });
});
