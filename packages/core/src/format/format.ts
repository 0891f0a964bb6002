import { DEFAULT_TIME_ZONE } from '../constants';
import { id } from '../i18n';

/** A date as it may arrive: ISO text (no offset means UTC), a Date, epoch ms, or nothing. */
export type DateInput = string | Date | number | null | undefined;

/**
 * ISO 8601 extended date-time as the server writes it: a date, optionally a time (after
 * 'T' or, SQL style, a space) with seconds and fraction, optionally 'Z' or an offset.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const num = (text: string | undefined) => (text === undefined ? 0 : Number(text));

/** Minutes east of UTC of 'Z', '+07', '+0700' or '+07:00'; null when out of range. */
function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined || zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

const DAY_MS = 86_400_000;

/** Epoch ms of ISO text; NaN when it is not a real date-time (Feb 30, 25:00, …). */
function parseIso(text: string): number {
  const m = ISO.exec(text.trim());
  if (!m) return NaN;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(num) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  const offset = offsetMinutes(m[8]);
  // ISO 8601's 24:00 is the end of the day: the next day's midnight.
  const endOfDay = hour === 24 && minute === 0 && second === 0 && ms === 0;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(endOfDay ? 0 : hour, minute, second, ms);
  const real =
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === (endOfDay ? 0 : hour) &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second;
  if (!real || offset === null) return NaN;
  return utc.getTime() + (endOfDay ? DAY_MS : 0) - offset * 60_000;
}

function toEpoch(value: DateInput): number {
  if (value === null || value === undefined || value === '') return NaN;
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : parseIso(value);
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * Zones whose offset has not changed since a moment: there a date needs no Intl, whose first
 * formatter with a zone costs the page 20–30 ms (its zone data load), on the first list shown.
 * Asia/Jakarta has been UTC+7 since 1964-01-01 00:00 local time (+07:30 before; tzdb).
 */
const FIXED_SINCE: Record<string, { since: number; minutes: number }> = {
  'Asia/Jakarta': { since: Date.UTC(1963, 11, 31, 16, 30), minutes: 7 * 60 },
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date as 'YYYY-MM-DD HH:mm' (spec §9) in the zone (default Asia/Jakarta); '-' when
 * empty or unreadable. Intl does the zone arithmetic, so no date library ships.
 */
export function formatDate(value: DateInput, zone: string = DEFAULT_TIME_ZONE): string {
  const epoch = toEpoch(value);
  if (!Number.isFinite(epoch) || Math.abs(epoch) > 8.64e15) return id.common.empty;
  const fixed = FIXED_SINCE[zone];
  if (fixed && epoch >= fixed.since) {
    const local = new Date(epoch + fixed.minutes * 60_000);
    const year = String(local.getUTCFullYear()).padStart(4, '0');
    return `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  }
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(epoch)) parts[part.type] = part.value;
  const year = (parts.year ?? '').padStart(4, '0');
  return `${year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
