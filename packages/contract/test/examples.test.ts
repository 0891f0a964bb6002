import { describe, expect, it } from 'vitest';
import { entries, envelope, failureEnvelope, splitInput } from '../src';
import { asQueryStrings, exampleOf } from './helpers';

const named = entries.map((e) => [e.name, e] as const);

describe('every entry with its example', () => {
  it.each(named)('%s: the example request is valid, query values also as strings', (_, e) => {
    const { input } = exampleOf(e);
    const parts = splitInput(e, input);
    if (e.params) expect(e.params.safeParse(parts.params).error).toBeUndefined();
    if (e.body) expect(e.body.safeParse(parts.body).error).toBeUndefined();
    if (e.query && parts.query) {
      const typed = e.query.safeParse(parts.query);
      expect(typed.error).toBeUndefined();
      // A browser sends every query value as text; coercion gives back the typed value.
      expect(e.query.parse(asQueryStrings(parts.query))).toEqual(typed.data);
    }
  });

  it.each(named)('%s: the example answer is valid in the envelope', (_, e) => {
    const answer = { meta: { code: 200, message: 'OK' }, data: exampleOf(e).data };
    expect(envelope(e.data).safeParse(answer).error).toBeUndefined();
  });
});

describe('the two failure shapes (spec §5)', () => {
  it('accepts a message or a map of field to messages', () => {
    const message = { meta: { code: 409, message: 'Conflict' }, data: 'Data telah diubah' };
    const fields = {
      meta: { code: 422, message: 'Invalid' },
      data: { role_name: ['wajib diisi'] },
    };
    expect(failureEnvelope.parse(message).data).toBe('Data telah diubah');
    expect(failureEnvelope.parse(fields).data).toEqual({ role_name: ['wajib diisi'] });
  });

  it('refuses a field without messages and a numeric data', () => {
    expect(
      failureEnvelope.safeParse({ meta: { code: 422, message: 'x' }, data: { a: [] } }).success,
    ).toBe(false);
    expect(failureEnvelope.safeParse({ meta: { code: 500, message: 'x' }, data: 5 }).success).toBe(
      false,
    );
  });
});
