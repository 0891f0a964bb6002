import { id as texts } from '@cermat/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginThrottle } from '../src/db/schema';
import { upsertUser } from '../src/seed/seed';
import { call, entry } from './support/client';
import { FIXTURE_PASSWORD } from './support/fixtures';
import { drivers, fuzzRuns, useHarness } from './support/harness';
import { testHasher } from './support/hasher';

// No delay from the username's own count: only the pair's refusal is under test.
const limits = {
  userMax: 3,
  ipMax: 10_000,
  windowSeconds: 900,
  userDelay: { after: 10_000, baseMs: 0, maxMs: 0 },
};

/**
 * Letters whose case forms some lower() may fold together, each with its forms: dotted and
 * dotless i, the Kelvin and Ångström signs, long s, final sigma, capital sharp s.
 */
const caseForms: Record<string, string[]> = {
  i: ['i', 'I', 'İ', 'ı'],
  k: ['k', 'K', '\u212a'],
  s: ['s', 'S', 'ſ'],
  σ: ['σ', 'Σ', 'ς'],
  å: ['å', 'Å', '\u212b'],
  ß: ['ß', 'ẞ', 'SS'],
  a: ['a', 'A'],
  r: ['r', 'R'],
  h: ['h', 'H'],
  t: ['t', 'T'],
};
const letters = Object.keys(caseForms);

/**
 * A username of those letters, a spelling to fail under, and spellings to try the right
 * password under afterwards.
 */
const nameAndSpellings = fc
  .array(fc.constantFrom(...letters), { minLength: 3, maxLength: 8 })
  .chain((chars) => {
    const spelling = fc
      .tuple(...chars.map((c) => fc.constantFrom(...caseForms[c]!)))
      .map((forms) => `u-${forms.join('')}`);
    return fc.record({
      name: fc.constant(`u-${chars.join('')}`),
      // Its own name half the time, so most runs fail on the account itself.
      guess: fc.oneof(fc.constant(`u-${chars.join('')}`), spelling),
      tries: fc.array(spelling, { minLength: 1, maxLength: 4 }),
    });
  });

describe.each(drivers)('the sign-in throttle and case on %s', (driver) => {
  const h = useHarness(driver, { config: { throttle: limits } });

  const attempt = (username: string, password: string, address: string) =>
    call(h, entry('auth.login'), { body: { username, password } }, undefined, {
      'x-forwarded-for': address,
    });

  async function failFrom(address: string, spellings: string[]): Promise<void> {
    for (const guess of spellings)
      expect((await attempt(guess, 'salah', address)).status).toBe(401);
  }

  it('after the limit for thri…, THRİ… (dotted capital I) is refused too', async () => {
    await upsertUser(
      h.db,
      testHasher,
      { username: 'thrift', password: FIXTURE_PASSWORD, name: 'T' },
      [h.fixtures.noAccessRoleId],
    );
    await failFrom('10.7.0.1', ['thrift', 'thrift', 'thrift']);
    const dodge = await attempt('THRİFT', FIXTURE_PASSWORD, '10.7.0.1');
    expect(dodge.status).toBe(429);
    expect(dodge.body.data).toBe(texts.server.throttled);
  });

  it('no spelling of a username in other case forms signs in past its throttled pair', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(nameAndSpellings, async ({ name, guess, tries }) => {
        run += 1;
        await h.db.delete(loginThrottle);
        const who = { username: name, password: FIXTURE_PASSWORD, name };
        await upsertUser(h.db, testHasher, who, [h.fixtures.noAccessRoleId]);
        const address = `10.8.${run >> 8}.${run & 255}`;
        const clean = `10.9.${run >> 8}.${run & 255}`;
        // Whether the guessed spelling is this account at all: it signs in from elsewhere.
        const sameAccount = (await attempt(guess, FIXTURE_PASSWORD, clean)).status === 200;
        // The limit's failures under one spelling, then the password under others.
        await failFrom(address, Array<string>(limits.userMax).fill(guess));
        for (const spelling of tries) {
          const status = (await attempt(spelling, FIXTURE_PASSWORD, address)).status;
          if (sameAccount) expect(status).not.toBe(200);
        }
        // Not vacuous: the user signs in with its own name from an address that has not failed.
        expect((await attempt(name, FIXTURE_PASSWORD, clean)).status).toBe(200);
      }),
      { numRuns: Math.min(fuzzRuns, 40) },
    );
  });
});
