import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORTS,
  DEFAULT_STATUS,
  LIST_KINDS,
  PAGE_SIZES,
  sortField,
} from '../src';

describe('constants of spec §9', () => {
  it('offers the page sizes with 10 first and default, and ENABLE as the default filter', () => {
    expect(PAGE_SIZES).toEqual([10, 50, 100, 200, 500]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_STATUS).toBe('ENABLE');
  });

  it('sorts roles descending by id_role, menus by index 0, the tree by id_pohon_profesi', () => {
    expect(DEFAULT_SORTS.roles).toEqual({ column: 'id_role', dir: 'desc' });
    expect(DEFAULT_SORTS.menus).toEqual({ column: 0, dir: 'asc' });
    expect(sortField('pohonProfesi', DEFAULT_SORTS.pohonProfesi.column)).toBe('id_pohon_profesi');
    expect(DEFAULT_SORTS.users.dir).toBe('asc');
    expect(DEFAULT_SORTS.pages.dir).toBe('asc');
  });

  it('resolves every default sort to a known field, and refuses unknown columns', () => {
    for (const list of LIST_KINDS) {
      const column = DEFAULT_SORTS[list].column;
      // Menus and the tree sort by column index (spec §2.5, §7); the others by name.
      expect(typeof column === 'number').toBe(list === 'menus' || list === 'pohonProfesi');
      expect(sortField(list, column)).toBeDefined();
    }
    expect(sortField('roles', 'password')).toBeUndefined();
    expect(sortField('menus', 99)).toBeUndefined();
  });
});
