import { describe, expect, it } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  checkPhoto,
  displayValue,
  en,
  formatDate,
  formatLongDate,
  id,
  isTimeZone,
  renderLink,
} from '../src';

describe('formatting', () => {
  it("shows dates as 'YYYY-MM-DD HH:mm' in Asia/Jakarta by default", () => {
    expect(formatDate('2026-11-21T23:05:09Z')).toBe('2026-11-22 06:05');
    expect(formatDate('2026-11-21 23:05:09')).toBe('2026-11-22 06:05');
    expect(formatDate('2026-11-22T08:00:00+07:00')).toBe('2026-11-22 08:00');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01 07:00');
  });

  it('shows dates in a configured zone', () => {
    expect(formatDate('2026-11-21T23:05:00Z', 'UTC')).toBe('2026-11-21 23:05');
    expect(formatDate('2026-11-21T23:05:00Z', 'Asia/Makassar')).toBe('2026-11-22 07:05');
    expect(isTimeZone('Asia/Jayapura')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('shows the long date-time of the role variant', () => {
    expect(formatLongDate('2026-11-22T01:30:00Z')).toBe('22 November 2026 08:30');
    expect(formatLongDate('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026 10:00');
    expect(formatLongDate('2026-08-17T03:00:00Z', 'UTC', 'en')).toBe('17 August 2026 03:00');
  });

  it("shows '-' for empty or unreadable values", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatLongDate(undefined)).toBe('-');
    expect(displayValue(null)).toBe(id.common.empty);
    expect(displayValue('  ')).toBe('-');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('Admin')).toBe('Admin');
  });

  it("accepts a photo under 2,242,880 bytes and refuses one at or above it with 'Max File 2 MB'", () => {
    expect(checkPhoto(PHOTO_MAX_BYTES - 1)).toEqual({ ok: true });
    expect(checkPhoto(PHOTO_MAX_BYTES)).toEqual({ ok: false, message: 'Max File 2 MB' });
    expect(checkPhoto(PHOTO_MAX_BYTES + 1, en)).toEqual({ ok: false, message: en.error.maxFile });
  });

  it('links a page to /render?page={name}', () => {
    expect(renderLink('home')).toBe('/render?page=home');
    expect(renderLink('a b')).toBe('/render?page=a%20b');
  });
});
