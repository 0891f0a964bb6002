import { describe, expect, it } from 'vitest';
import { filterQuery, noFilters, rangeInvalid } from './audit-filters';

describe('the Audit filters as the list query sends them', () => {
  it('sends nothing for no filter', () => {
    expect(filterQuery(noFilters)).toEqual({});
  });

  it('sends a day range as [the first day’s start, the day after the last day’s start)', () => {
    const query = filterQuery({ ...noFilters, from: '2026-03-01', to: '2026-03-31' });
    // Days of the zone the list shows its dates in (Asia/Jakarta, UTC+7), whatever the browser's.
    expect(query.date_from).toBe('2026-02-28T17:00:00.000Z');
    expect(query.date_to).toBe('2026-03-31T17:00:00.000Z');
  });

  it('sends the user, entity and action chosen', () => {
    expect(filterQuery({ ...noFilters, user_id: 7, entity: 'role', action: 'restore' })).toEqual({
      user_id: 7,
      entity: 'role',
      action: 'restore',
    });
  });

  it('refuses a range whose end comes before its start, and allows one day', () => {
    expect(rangeInvalid({ ...noFilters, from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(rangeInvalid({ ...noFilters, from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(rangeInvalid({ ...noFilters, to: '2026-03-01' })).toBe(false);
  });
});
