import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract, fieldErrorsOf, limits, RULES, testCodeText } from '../src';

const wide = (text: string) =>
  text.replace(/[\u0021-\u007e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('a test code (docs/decisions.md "Test codes and look-alikes")', () => {
  it('is NFKC: fullwidth and decomposed spellings fold; another script does not', () => {
    expect(testCodeText.parse(wide('TPA-01'))).toBe('TPA-01');
    expect(testCodeText.parse(' UJI-E\u0301 ')).toBe('UJI-\u00c9');
    expect(testCodeText.parse('\u0410K-01')).toBe('\u0410K-01');
    // Folding may uncover a space (U+00A8 is a space and a combining diaeresis).
    expect(testCodeText.parse('\u00a8X')).toBe('\u0308X');
  });

  it('is bounded after folding: a character that folds into many counts as many', () => {
    const square = '\u337f'; // ㍿ → 株式会社
    expect(testCodeText.safeParse(square.repeat(25)).success).toBe(true);
    expect(testCodeText.safeParse(square.repeat(26)).success).toBe(false);
  });

  it('refuses control and format characters with its own rule, on the form’s field', () => {
    const body = { pelaksanaan: 'P', kode_tes: [{ kode_tes: 'A\u200dB' }] };
    const result = contract.pelaksanaan.create.body.safeParse(body, { reportInput: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([
      { code: 'custom', path: ['kode_tes', 0, 'kode_tes'], params: { rule: RULES.testCodeChars } },
    ]);
    expect(fieldErrorsOf(result.error!, (_, issue) => issue.kind)).toEqual({
      'kode_tes.0.kode_tes': ['testCodeChars'],
    });
  });

  it('takes a text exactly when its folded, trimmed form is a bounded visible code (property)', () => {
    const invisible = /[\p{Cc}\p{Cf}]/u;
    // Hidden, reordering and half-pair characters mixed into graphemes of every script (a
    // binary-unit string arbitrary would say as much, but runs 30 ms a case under vitest).
    const special = fc.constantFrom(
      '\u0000',
      '\u200b',
      '\u200d',
      '\u202e',
      '\u00ad',
      '\ud800',
      ' ',
    );
    const mixed = fc
      .array(fc.oneof(special, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), {
        maxLength: 120,
      })
      .map((parts) => parts.join(''));
    const text = fc.oneof(
      mixed,
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z0-9-]{0,12}$/).map(wide),
    );
    fc.assert(
      fc.property(text, (value) => {
        const folded = value.normalize('NFKC').trim();
        const ok = folded.length >= 1 && folded.length <= limits.name && !invisible.test(folded);
        const result = testCodeText.safeParse(value);
        expect(result.success).toBe(ok);
        if (!result.success) return;
        expect(result.data).toBe(folded);
        // Stored once, read and sent back, it stays the same code.
        expect(testCodeText.parse(result.data)).toBe(result.data);
      }),
      { numRuns: 1000 },
    );
  });
});
