import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hiddenColumns,
  toggleColumn,
  visibleColumns,
  type ColumnSet,
} from '../src/list/list.columns';

const ROLES: ColumnSet = {
  all: ['name', 'description', 'created_at', 'status', 'actions'],
  required: ['name', 'actions'],
};

// Column ids as lists have them, plus the keys an attacker would try on a plain object.
const ids = fc.constantFrom(
  ...ROLES.all,
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
);
const sets = fc
  .uniqueArray(ids, { minLength: 1 })
  .chain((all) => fc.subarray(all).map((required): ColumnSet => ({ all, required })));

describe('visibleColumns', () => {
  it('shows every column by default and hides what was chosen', () => {
    expect(visibleColumns(ROLES, null)).toEqual(ROLES.all);
    expect(visibleColumns(ROLES, ['created_at', 'status'])).toEqual([
      'name',
      'description',
      'actions',
    ]);
  });

  it('never hides a required column nor invents one', () => {
    expect(visibleColumns(ROLES, ['name', 'actions', 'unknown'])).toEqual(ROLES.all);
    expect(hiddenColumns(ROLES, ['status', 'status'])).toEqual(['status']);
  });

  it('is valid whatever was stored: garbage, prototype keys, other types', () => {
    fc.assert(
      fc.property(sets, fc.anything({ withObjectString: true }), (set, stored) => {
        const shown = visibleColumns(set, stored);
        expect(shown.every((id) => set.all.includes(id))).toBe(true);
        for (const id of set.required) expect(shown).toContain(id);
        expect(new Set(shown).size).toBe(shown.length);
        // In the list's own order.
        expect(set.all.filter((id) => shown.includes(id))).toEqual(shown);
      }),
    );
  });

  it('is valid for stored lists of ids, prototype keys among them', () => {
    fc.assert(
      fc.property(sets, fc.array(fc.oneof(ids, fc.string(), fc.integer())), (set, stored) => {
        const hidden = hiddenColumns(set, stored);
        const shown = visibleColumns(set, stored);
        expect(shown.length + hidden.length).toBe(set.all.length);
        for (const id of set.required) expect(hidden).not.toContain(id);
      }),
    );
  });
});

describe('toggleColumn', () => {
  it('hides a shown column and shows it again, but never hides a required one', () => {
    const hidden = toggleColumn(ROLES, [], 'status');
    expect(hidden).toEqual(['status']);
    expect(toggleColumn(ROLES, hidden, 'status')).toEqual([]);
    expect(toggleColumn(ROLES, hidden, 'name')).toEqual(['status']);
  });

  it('answers a valid hidden set from any stored value', () => {
    fc.assert(
      fc.property(sets, fc.anything(), ids, (set, stored, id) => {
        const hidden = toggleColumn(set, stored, id);
        expect(hidden).toEqual(hiddenColumns(set, hidden));
      }),
    );
  });
});
