import type { PelaksanaanDetail } from '@cermat/api-client';

/** One test code row of the Pelaksanaan form; `idjadwal` once stored, so a rename keeps it. */
export interface TestCodeRow {
  /** The row's identity on screen (React's key, where a failed save's message belongs). */
  key: string;
  idjadwal?: number;
  kode_tes: string;
}

/** The Pelaksanaan form's values: the schedule's name and its test code rows. */
export interface PelaksanaanFields {
  pelaksanaan: string;
  kode_tes: TestCodeRow[];
}

// A session may put back a draft from before a reload: keys of new rows differ across loads.
const session = Date.now().toString(36);
let made = 0;

/** A row for a code not stored yet. */
export const newRow = (): TestCodeRow => ({ key: `new-${session}-${made++}`, kode_tes: '' });

/** A stored code as a row. */
export const storedRow = (code: PelaksanaanDetail['kode_tes'][number]): TestCodeRow => ({
  key: `id-${code.idjadwal}`,
  idjadwal: code.idjadwal,
  kode_tes: code.kode_tes,
});

/** The rows with one code retyped. */
export const retyped = (rows: readonly TestCodeRow[], index: number, code: string) =>
  rows.map((row, i) => (i === index ? { ...row, kode_tes: code } : row));

/** The rows without one; the last row stays (a schedule holds at least one code). */
export const without = (rows: readonly TestCodeRow[], index: number) =>
  rows.length > 1 ? rows.filter((_, i) => i !== index) : [...rows];

/** Codes as an edit sends them: a stored one by its id (kept or renamed), a new one without. */
export const codesToSend = (rows: readonly TestCodeRow[]) =>
  rows.map(({ idjadwal, kode_tes }) =>
    idjadwal === undefined ? { kode_tes } : { idjadwal, kode_tes },
  );

/**
 * A failed save's message for each row, by row key: the server (and the form's own check)
 * names a row by its place in what was sent (`kode_tes.1.kode_tes`); the message stays with
 * that row, wherever it moved, while the row still holds the code that was sent.
 */
export function rowErrors(
  rows: readonly TestCodeRow[],
  fields: Readonly<Record<string, string>>,
  sent: readonly TestCodeRow[] | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  sent?.forEach((was, index) => {
    const message =
      fields[`kode_tes.${index}.kode_tes`] ??
      fields[`kode_tes.${index}.idjadwal`] ??
      fields[`kode_tes.${index}`];
    const now = rows.find((row) => row.key === was.key);
    if (message !== undefined && now?.kode_tes === was.kode_tes) errors[was.key] = message;
  });
  return errors;
}
