import { DateTime } from 'luxon';
import {
  DATE_FORMAT,
  DATE_LOCALE,
  DEFAULT_TIME_ZONE,
  LONG_DATE_FORMAT,
  PHOTO_MAX_BYTES,
} from '../constants';
import { id, type Messages } from '../i18n';

/** A date as it may arrive: ISO text (no offset means UTC), a Date, epoch ms, or nothing. */
export type DateInput = string | Date | number | null | undefined;

const EMPTY = id.common.empty;

/** '-' for an empty value (null, undefined, blank text), else the value as text. */
export function displayValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const text = String(value);
  return text.trim() === '' ? EMPTY : text;
}

function toDateTime(value: DateInput): DateTime | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : typeof value === 'number'
        ? DateTime.fromMillis(value)
        : // SQL style 'YYYY-MM-DD HH:mm:ss' is ISO with a space; stored times without an offset are UTC.
          DateTime.fromISO(value.trim().replace(' ', 'T'), { zone: 'utc' });
  return parsed.isValid ? parsed : undefined;
}

/** A date as 'YYYY-MM-DD HH:mm' in the zone (default Asia/Jakarta); '-' when empty or unreadable. */
export function formatDate(value: DateInput, zone: string = DEFAULT_TIME_ZONE): string {
  return toDateTime(value)?.setZone(zone).toFormat(DATE_FORMAT) ?? EMPTY;
}

/** A long date-time ('22 November 2026 08:30') for the role list variant; '-' when empty. */
export function formatLongDate(
  value: DateInput,
  zone: string = DEFAULT_TIME_ZONE,
  locale: string = DATE_LOCALE,
): string {
  return toDateTime(value)?.setZone(zone).setLocale(locale).toFormat(LONG_DATE_FORMAT) ?? EMPTY;
}

/** True when a time zone name is known (for validating the configured zone). */
export function isTimeZone(zone: string): boolean {
  return DateTime.now().setZone(zone).isValid;
}

/** The photo rule (spec §5): a file must be smaller than 2,242,880 bytes, else 'Max File 2 MB'. */
export function checkPhoto(
  sizeBytes: number,
  messages: Messages = id,
): { ok: true } | { ok: false; message: string } {
  return sizeBytes < PHOTO_MAX_BYTES
    ? { ok: true }
    : { ok: false, message: messages.error.maxFile };
}

/** The link shown for a page in the page list: /render?page={name}. */
export function renderLink(pageName: string): string {
  return `/render?page=${encodeURIComponent(pageName)}`;
}
