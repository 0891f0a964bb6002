import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate, id } from '../src';

describe('formatting', () => {
  it("shows dates as 'YYYY-MM-DD HH:mm' in Asia/Jakarta by default", () => {
    expect(formatDate('2026-11-21T23:05:09Z')).toBe('2026-11-22 06:05');
    expect(formatDate('2026-11-21 23:05:09')).toBe('2026-11-22 06:05');
    expect(formatDate('2026-11-22T08:00:00+07:00')).toBe('2026-11-22 08:00');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01 07:00');
    expect(formatDate(Date.UTC(2026, 11, 31, 17, 0))).toBe('2027-01-01 00:00');
  });

  it('reads Asia/Jakarta without Intl since it became UTC+7 (1964-01-01 00:00 at +7:30) and through Intl before', () => {
    expect(formatDate('1963-12-31T16:29:00Z')).toBe('1963-12-31 23:59');
    expect(formatDate('1963-12-31T16:30:00Z')).toBe('1963-12-31 23:30');
    expect(formatDate('9999-12-31T16:59:00Z')).toBe('9999-12-31 23:59');
  });

  it('shows dates in a configured zone', () => {
    expect(formatDate('2026-11-21T23:05:00Z', 'UTC')).toBe('2026-11-21 23:05');
    expect(formatDate('2026-11-21T23:05:00Z', 'Asia/Makassar')).toBe('2026-11-22 07:05');
  });

  it('follows daylight saving time where the zone has it', () => {
    // New York: 02:00 EST jumps to 03:00 EDT on 8 March 2026, and 02:00 EDT falls back on 1 November.
    expect(formatDate('2026-03-08T06:59:00Z', 'America/New_York')).toBe('2026-03-08 01:59');
    expect(formatDate('2026-03-08T07:00:00Z', 'America/New_York')).toBe('2026-03-08 03:00');
    expect(formatDate('2026-11-01T05:30:00Z', 'America/New_York')).toBe('2026-11-01 01:30');
    expect(formatDate('2026-11-01T06:30:00Z', 'America/New_York')).toBe('2026-11-01 01:30');
    expect(formatDate('2026-11-01T07:00:00Z', 'America/New_York')).toBe('2026-11-01 02:00');
  });

  it('shows midnight as 00, never 24, and reads 24:00 as the end of the day', () => {
    expect(formatDate('2026-11-21T17:00:00Z')).toBe('2026-11-22 00:00');
    expect(formatDate('2026-12-31T24:00Z', 'UTC')).toBe('2027-01-01 00:00');
    expect(formatDate('2026-11-22T00:00:00Z', 'UTC')).toBe('2026-11-22 00:00');
  });

  it("shows '-' for empty or unreadable values", () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'not a date',
      '2026-02-30',
      '2026-11-22T24:01',
    ]) {
      expect(formatDate(value)).toBe(id.common.empty);
    }
    expect(formatDate('2026-11-22T10:61')).toBe('-');
    // Luxon read an offset beyond ±23:59 as a shift of days; no real zone has one.
    expect(formatDate('2026-11-22T10:00+25:00')).toBe('-');
    expect(formatDate(new Date(NaN))).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
    expect(formatDate(9e15)).toBe('-');
  });
});

/**
 * The formatter was luxon's (`DateTime.fromISO(…, { zone: 'utc' }).setZone(zone)
 * .toFormat('yyyy-MM-dd HH:mm')`); it moved to Intl to ship no date library. Luxon stays
 * here as the oracle: both must agree on every date the server can send.
 */
const oracle = (value: string | number, zone: string) => {
  const parsed =
    typeof value === 'number'
      ? DateTime.fromMillis(value)
      : DateTime.fromISO(value.trim().replace(' ', 'T'), { zone: 'utc' });
  return parsed.isValid ? parsed.setZone(zone).toFormat('yyyy-MM-dd HH:mm') : '-';
};

// Zones with DST (north and south), half- and quarter-hour offsets, and the spec's own.
const zones = [
  'Asia/Jakarta',
  'Asia/Makassar',
  'Asia/Jayapura',
  'UTC',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/Santiago',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const epochArb = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) });
// Instants within a few hours of this zone's DST changes in a year: where mistakes hide.
const nearTransition = fc
  .tuple(
    fc.integer({ min: 1970, max: 2100 }),
    fc.constantFrom(2, 3, 9, 10),
    fc.integer({ min: 0, max: 30 }),
    fc.integer({ min: 0, max: 24 * 60 - 1 }),
  )
  .map(([year, month, day, minute]) => Date.UTC(year, month, day + 1, 0, minute));

const isoArb = fc
  .record({
    epoch: fc.oneof(epochArb, nearTransition),
    separator: fc.constantFrom('T', ' '),
    seconds: fc.boolean(),
    fraction: fc.option(
      fc.integer({ min: 0, max: 999 }).map((ms) =>
        String(ms)
          .padStart(3, '0')
          .slice(0, 1 + (ms % 3)),
      ),
    ),
    offset: fc.option(fc.integer({ min: -14 * 4, max: 14 * 4 }).map((q) => q * 15)),
    offsetStyle: fc.constantFrom('colon', 'compact', 'Z'),
  })
  .map(({ epoch, separator, seconds, fraction, offset, offsetStyle }) => {
    const d = new Date(epoch);
    const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    let time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    if (seconds) time += `:${pad(d.getUTCSeconds())}${fraction === null ? '' : `.${fraction}`}`;
    let zone = '';
    if (offset !== null) {
      const sign = offset < 0 ? '-' : '+';
      const hm = [pad(Math.floor(Math.abs(offset) / 60)), pad(Math.abs(offset) % 60)];
      zone =
        offsetStyle === 'Z' && offset === 0
          ? 'Z'
          : `${sign}${hm.join(offsetStyle === 'colon' ? ':' : '')}`;
    }
    return `${date}${separator}${time}${zone}`;
  });

describe('the Intl formatter gives what luxon gave', () => {
  it('for ISO text with and without seconds, fractions and offsets, in every zone', () => {
    fc.assert(
      fc.property(isoArb, fc.constantFrom(...zones), (text, zone) => {
        expect(formatDate(text, zone)).toBe(oracle(text, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('for epoch milliseconds and Dates, in every zone', () => {
    fc.assert(
      fc.property(fc.oneof(epochArb, nearTransition), fc.constantFrom(...zones), (ms, zone) => {
        expect(formatDate(ms, zone)).toBe(oracle(ms, zone));
        expect(formatDate(new Date(ms), zone)).toBe(oracle(ms, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('for a date without a time (midnight UTC)', () => {
    fc.assert(
      fc.property(epochArb, fc.constantFrom(...zones), (ms, zone) => {
        const text = new Date(ms).toISOString().slice(0, 10);
        expect(formatDate(text, zone)).toBe(oracle(text, zone));
      }),
    );
  });

  it('for impossible calendar dates and times: both refuse them', () => {
    const bad = fc
      .tuple(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 60 }),
      )
      .map(([y, mo, d, h, mi]) => `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:00Z`);
    fc.assert(
      fc.property(bad, (text) => {
        expect(formatDate(text, 'UTC')).toBe(oracle(text, 'UTC'));
      }),
      { numRuns: 1000 },
    );
  });
});
