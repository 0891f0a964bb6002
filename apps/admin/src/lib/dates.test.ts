import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('shows YYYY-MM-DD HH:mm in Jakarta time', () => {
    expect(formatDateTime('2026-11-22T01:05:00Z')).toBe('2026-11-22 08:05');
    expect(formatDateTime('2026-11-21T20:30:00+00:00')).toBe('2026-11-22 03:30');
  });

  it('leaves missing or unreadable dates empty (the table shows "-")', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
