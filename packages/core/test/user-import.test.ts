import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { csvCell } from '../src/format/csv';
import {
  userImportMachine,
  type ImportResult,
  type ParsedImport,
} from '../src/user-import/user-import.machine';
import {
  csvCellValue,
  fileIssues,
  issuesByRow,
  mergeRowErrors,
} from '../src/user-import/user-import.rules';

describe('import rules', () => {
  it('reads back what csvCell escaped', () => {
    // A value that itself starts with `'` and a formula character ("'+1") reads back as
    // "+1": csvCell writes both alike, so the import cannot tell them apart.
    for (const value of ['=1+1', '+62 812', '-5', '@SUM(A1)', 'budi', "'budi", ''])
      expect(csvCellValue(csvCell(value).replace(/^"|"$/g, ''))).toBe(value);
  });

  it('groups a field map by row and keeps what names no row apart', () => {
    const errors = mergeRowErrors(
      { 'rows.0.username': ['a'], 'rows.2': ['b'] },
      { 'rows.0.username': ['a', 'c'], rows: ['d'] },
    );
    expect(issuesByRow(errors)).toEqual(
      new Map([
        [
          0,
          [
            { field: 'username', message: 'a' },
            { field: 'username', message: 'c' },
          ],
        ],
        [2, [{ field: null, message: 'b' }]],
      ]),
    );
    expect(fileIssues(errors)).toEqual(['d']);
  });
});

const file = new File(['x'], 'users.csv');
const rows = [{ username: 'sari', name: 'Sari', status: 'ENABLE', roles: 'Admin' }];

function start(parsed: ParsedImport, checked: Record<string, string[]>, saved: ImportResult) {
  const machine = userImportMachine.provide({
    actors: {
      parse: fromPromise(async () => parsed),
      check: fromPromise(async () => checked),
      save: fromPromise(async () => saved),
    },
  });
  const actor = createActor(machine, { input: { fallback: 'Gagal' } }).start();
  const reloads: string[] = [];
  actor.on('list.reload', (e) => reloads.push(e.type));
  actor.send({ type: 'import.file', file });
  return { actor, reloads };
}

describe('import machine', () => {
  it('imports a file without errors and asks the list to reload', async () => {
    const { actor, reloads } = start({ rows, errors: {}, problem: null }, {}, { message: 'ok' });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.message).toBe('ok');
    expect(reloads).toEqual(['list.reload']);
  });

  it('never submits while a row has an error, the parser’s or the server’s', async () => {
    const { actor } = start(
      { rows, errors: { 'rows.0': ['kutip'] }, problem: null },
      { 'rows.0.roles': ['role'] },
      { message: 'ok' },
    );
    await waitFor(actor, (s) => s.matches('preview'));
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual([
      'rows.0',
      'rows.0.roles',
    ]);
    expect(actor.getSnapshot().can({ type: 'import.submit' })).toBe(false);
  });

  it('shows the rows’ errors again when the import is refused, and a file’s problem as a failure', async () => {
    const refused = start(
      { rows, errors: {}, problem: null },
      {},
      { errors: { 'rows.0.username': ['ada'] } },
    );
    await waitFor(refused.actor, (s) => s.matches('preview'));
    refused.actor.send({ type: 'import.submit' });
    await waitFor(refused.actor, (s) => s.matches('preview') && !s.hasTag('busy'));
    expect(refused.actor.getSnapshot().context.errors).toEqual({ 'rows.0.username': ['ada'] });
    expect(refused.reloads).toEqual([]);
    const empty = start({ rows: [], errors: {}, problem: 'kosong' }, {}, { message: 'ok' });
    await waitFor(empty.actor, (s) => s.matches('failed'));
    expect(empty.actor.getSnapshot().context.message).toBe('kosong');
  });
});
