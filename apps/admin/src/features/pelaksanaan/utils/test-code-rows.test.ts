import { describe, expect, it } from 'vitest';
import {
  codesToSend,
  newRow,
  retyped,
  rowErrors,
  storedRow,
  without,
  type TestCodeRow,
} from './test-code-rows';

const a = storedRow({ idjadwal: 4, kode_tes: 'UK-01' });
const b = storedRow({ idjadwal: 5, kode_tes: 'UK-02' });

describe('test code rows', () => {
  it('gives every new row a key of its own', () => {
    const keys = new Set([newRow(), newRow(), newRow()].map((row) => row.key));
    expect(keys.size).toBe(3);
  });

  it('removes a row but never the last one', () => {
    expect(without([a, b], 0)).toEqual([b]);
    expect(without([a], 0)).toEqual([a]);
  });

  it('sends a stored code by its id, renamed or not, and a new one without', () => {
    const added = { ...newRow(), kode_tes: 'UK-03' };
    expect(codesToSend([retyped([a], 0, 'UK-01 Baru')[0]!, added])).toEqual([
      { idjadwal: 4, kode_tes: 'UK-01 Baru' },
      { kode_tes: 'UK-03' },
    ]);
  });

  it("keeps a failed save's message with its row wherever it moved, until the row changes", () => {
    const sent: TestCodeRow[] = [a, b, { key: 'new-1', kode_tes: '' }];
    const fields = {
      'kode_tes.1.kode_tes': 'Data sudah ada.',
      'kode_tes.2.kode_tes': 'Kode Tes wajib diisi.',
      pelaksanaan: 'Pelaksanaan wajib diisi.',
    };
    expect(rowErrors(sent, fields, sent)).toEqual({
      [b.key]: 'Data sudah ada.',
      'new-1': 'Kode Tes wajib diisi.',
    });
    // The first row removed: the messages stay with theirs; a retyped row loses its message.
    const now = retyped(without(sent, 0), 1, 'UK-09');
    expect(rowErrors(now, fields, sent)).toEqual({ [b.key]: 'Data sudah ada.' });
    expect(rowErrors(sent, fields, undefined)).toEqual({});
  });
});
