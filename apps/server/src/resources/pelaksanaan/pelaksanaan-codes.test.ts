import { fieldLabel, fieldMessage, fill, id as texts } from '@cermat/core';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { jadwalPelaksanaan, kodeTes } from '../../db/schema';
import { call, entry, type Answer, type CallInput } from '../../../test/support/client';
import { drivers, fuzzRuns, useHarness } from '../../../test/support/harness';
import { codesOf as storedCodes, pelaksanaanStamp } from '../../../test/support/inputs';

// Test codes and their look-alikes (docs/decisions.md "Test codes and look-alikes"): a code is
// stored in NFKC, so its fullwidth and decomposed spellings are the same code; control and
// format characters are refused on the field; another script's letters are other letters.

// The demo seed's second schedule, with codes AK-2026-02A and AK-2026-02B.
const SECOND = 2;

/** The fullwidth form of every printable ASCII character ('A' → 'Ａ', '-' → '－'). */
const wide = (text: string) =>
  text.replace(/[\u0021-\u007e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

const duplicate = (code: string) => fill(texts.server.testCodeDuplicate, { code });
const refusal = (index: number) =>
  fieldMessage(fieldLabel(['kode_tes', index, 'kode_tes']), { kind: 'testCodeChars' });

/** A character of Unicode's control (Cc) or format (Cf) categories. */
const invisible = fc.constantFrom(
  '\u0007', // bell
  '\u007f', // delete
  '\u0085', // next line
  '\u200b', // zero-width space
  '\u200c', // zero-width non-joiner
  '\u200d', // zero-width joiner
  '\u200e', // left-to-right mark
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u00ad', // soft hyphen
  '\u2060', // word joiner
  '\u{e0041}', // tag letter A
);

describe.each(drivers)('test codes and their look-alikes, on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: CallInput) => call(h, entry(name), input, h.tokens.admin);
  const create = (pelaksanaan: string, codes: string[]) =>
    send('pelaksanaan.create', {
      body: { pelaksanaan, kode_tes: codes.map((kode_tes) => ({ kode_tes })) },
    });
  const codesOf = (id: number) => storedCodes(h, id);
  /** The codes stored under this text exactly (no folding of the test's own). */
  const storedExactly = async (code: string) =>
    (await h.db.select().from(kodeTes).where(eq(kodeTes.kode_tes, code))).length;
  const counts = async () => {
    const [row] = await queryRows(
      h.db,
      sql`select (select count(*) from ${jadwalPelaksanaan})::int as schedules,
        (select count(*) from ${kodeTes})::int as codes`,
    );
    return { schedules: Number(row!.schedules), codes: Number(row!.codes) };
  };

  it('refuses the fullwidth spelling of a code another schedule has, as taken (422 on the field)', async () => {
    expect(await storedExactly('AK-2026-01A')).toBe(1);
    const before = await counts();
    const upper = await create('Lebar Penuh', ['LP-1', wide('AK-2026-01A')]);
    expect(upper.status).toBe(422);
    expect(upper.body.data).toEqual({ 'kode_tes.1.kode_tes': [duplicate('AK-2026-01A')] });
    const lower = await create('Lebar Penuh', [wide('ak-2026-01a')]);
    expect(lower.status).toBe(422);
    expect(lower.body.data).toEqual({ 'kode_tes.0.kode_tes': [duplicate('ak-2026-01a')] });
    expect(await counts()).toEqual(before);
  });

  it('stores a fullwidth code folded; its ASCII twin is then taken, in any case, in any form', async () => {
    expect((await create('Tes Potensi', [wide('TPA01')])).status).toBe(200);
    expect(await storedExactly('TPA01')).toBe(1);
    expect(await storedExactly(wide('TPA01'))).toBe(0);
    for (const twin of ['TPA01', 'tpa01', wide('tpa01')]) {
      const answer = await create(`Kembar ${twin}`, [twin]);
      expect(answer.status, twin).toBe(422);
      expect(answer.body.data).toEqual({
        'kode_tes.0.kode_tes': [duplicate(twin.normalize('NFKC'))],
      });
    }
    // Within one form too: the second spelling repeats the first.
    const repeated = await create('Dua Lebar', ['TPA02', wide('tpa02')]);
    expect(repeated.body.data).toEqual({
      'kode_tes.1.kode_tes': [fill(texts.server.testCodeRepeated, { code: 'tpa02' })],
    });
    // And on an edit.
    const codes = await codesOf(SECOND);
    const edit = await send('pelaksanaan.update', {
      body: {
        id: SECOND,
        pelaksanaan: 'Asesmen Kompetensi Batch 2 2026',
        kode_tes: [...codes, { kode_tes: wide('Tpa01') }],
        updated_at: await pelaksanaanStamp(h, SECOND),
      },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.data).toEqual({ 'kode_tes.2.kode_tes': [duplicate('Tpa01')] });
    expect(await codesOf(SECOND)).toEqual(codes);
  });

  it('takes an accented code composed or decomposed as one code, stored composed', async () => {
    const composed = 'UJI-\u00c9-1'; // É
    const decomposed = 'UJI-E\u0301-1'; // E + combining acute
    expect((await create('Aksen', [decomposed])).status).toBe(200);
    expect(await storedExactly(composed)).toBe(1);
    expect(await storedExactly(decomposed)).toBe(0);
    for (const twin of [composed, decomposed]) {
      const answer = await create('Aksen Lagi', [twin]);
      expect(answer.status).toBe(422);
      expect(answer.body.data).toEqual({ 'kode_tes.0.kode_tes': [duplicate(composed)] });
    }
  });

  it('refuses a control or format character inside a code, on its field, and writes nothing', async () => {
    expect(refusal(0)).toBe(
      texts.validation.testCodeChars.replace('{field}', texts.role.testCodes),
    );
    const codes = await codesOf(SECOND);
    const before = await counts();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/),
        invisible,
        fc.nat(),
        async (code, bad, at) => {
          // Inside the code: at its ends trimming (which takes some of them) comes first.
          const cut = at % (code.length + 1);
          const sent = `K${code.slice(0, cut)}${bad}${code.slice(cut)}Z`;
          const name = `Tak Terlihat ${++n}`;
          const made = await create(name, ['BERSIH-1', sent]);
          expect(made.status).toBe(422);
          expect(made.body.data).toEqual({ 'kode_tes.1.kode_tes': [refusal(1)] });
          const edited = await send('pelaksanaan.update', {
            body: {
              id: SECOND,
              pelaksanaan: name,
              kode_tes: [codes[0]!, { kode_tes: sent }],
              updated_at: await pelaksanaanStamp(h, SECOND),
            },
          });
          expect(edited.status).toBe(422);
          expect(edited.body.data).toEqual({ 'kode_tes.1.kode_tes': [refusal(1)] });
        },
      ),
      { numRuns: Math.min(fuzzRuns, 30) },
    );
    expect(await counts()).toEqual(before);
    expect(await codesOf(SECOND)).toEqual(codes);
    const [second] = await h.db
      .select({ name: jadwalPelaksanaan.pelaksanaan })
      .from(jadwalPelaksanaan)
      .where(eq(jadwalPelaksanaan.idjadwal_pelaksanaan, SECOND));
    expect(second!.name).toBe('Asesmen Kompetensi Batch 2 2026');
  });

  it('keeps a letter of another script apart: a Cyrillic look-alike is another code', async () => {
    const cyrillic = '\u0410K-2026-01A'; // Cyrillic А, then Latin K
    expect((await create('Kiril', [cyrillic])).status).toBe(200);
    expect(await storedExactly(cyrillic)).toBe(1);
    expect(await storedExactly('AK-2026-01A')).toBe(1);
  });

  it('refuses any case or width variant of a stored code, and the tables keep their rows (property)', async () => {
    let n = 0;
    // Each character of a code as sent: as it is, upper or lower case, fullwidth or not.
    const variant = fc.constantFrom<(c: string) => string>(
      (c) => c,
      (c) => c.toUpperCase(),
      (c) => c.toLowerCase(),
      (c) => wide(c),
      (c) => wide(c.toUpperCase()),
      (c) => wide(c.toLowerCase()),
    );
    const spelling = (code: string) =>
      fc
        .array(variant, { minLength: code.length, maxLength: code.length })
        .map((ways) => [...code].map((c, i) => ways[i]!(c)).join(''));
    await fc.assert(
      fc.asyncProperty(
        fc
          .stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/)
          .chain((stem) => fc.tuple(fc.constant(stem), spelling(stem), spelling(stem))),
        async ([stem, first, second]) => {
          // A prefix of its own keeps each run's code apart from the seed and earlier runs.
          const prefix = `P${++n}x`;
          const stored = `${prefix}${first}`;
          const made = await create(`Properti ${n}`, [stored]);
          expect(made.status, stored).toBe(200);
          expect(await storedExactly(`${prefix}${first.normalize('NFKC')}`)).toBe(1);
          const before = await counts();
          const twin = `${wide(prefix.toLowerCase())}${second}`;
          const folded = twin.normalize('NFKC');
          expect(folded.toLowerCase()).toBe(`${prefix}${stem}`.toLowerCase());
          const answer: Answer = await create(`Kembar Properti ${n}`, [twin]);
          expect(answer.status, twin).toBe(422);
          expect(answer.body.data).toEqual({ 'kode_tes.0.kode_tes': [duplicate(folded)] });
          expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: Math.min(fuzzRuns, 40) },
    );
  });

  it('of two parallel creates of one code keeps one; the other is 422 on its field, never a 5xx', async () => {
    const rounds: [string, string][] = [
      ['SAMA-01', 'SAMA-01'],
      ['SAMA-02', 'sama-02'],
      ['SAMA-03', wide('SAMA-03')],
      [wide('sama-04'), 'SAMA-04'],
    ];
    for (const [round, codes] of rounds.entries()) {
      const before = await counts();
      const answers = await Promise.all(
        codes.map((code, i) => create(`Paralel ${round}-${i}`, [code])),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.sort(), codes.join(' ')).toEqual([200, 422]);
      const refused = answers.findIndex((a) => a.status === 422);
      expect(answers[refused]!.body.data).toEqual({
        'kode_tes.0.kode_tes': [duplicate(codes[refused]!.normalize('NFKC'))],
      });
      expect(await counts()).toEqual({
        schedules: before.schedules + 1,
        codes: before.codes + 1,
      });
    }
  });
});
