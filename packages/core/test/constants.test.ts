import { describe, expect, it } from 'vitest';
import { DEFAULT_SORTS, LIST_KINDS, sortField } from '../src';

describe('default sorts of spec §9', () => {
  it('resolves every default sort to a known field, and refuses unknown columns', () => {
    for (const list of LIST_KINDS) {
      const column = DEFAULT_SORTS[list].column;
      // Menus and the tree sort by column index (spec §2.5, §7); the others by name.
      expect(typeof column === 'number').toBe(list === 'menus' || list === 'pohonProfesi');
      expect(sortField(list, column)).toBeDefined();
    }
    expect(sortField('pohonProfesi', DEFAULT_SORTS.pohonProfesi.column)).toBe('id_pohon_profesi');
    expect(sortField('roles', 'password')).toBeUndefined();
    expect(sortField('menus', 99)).toBeUndefined();
  });
});
