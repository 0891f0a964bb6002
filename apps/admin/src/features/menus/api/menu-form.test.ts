import { describe, expect, it } from 'vitest';
import { emptyMenu, menuPayload } from './menu-form';

describe('menu form payload', () => {
  const filled = {
    ...emptyMenu,
    nama_menu: 'Laporan',
    icon_menu: '',
    link_path_menu: '/laporan',
    link_name_menu: 'laporan',
    urutan_menu: 3,
    parent_menu: 7,
    nama_label: 'Sisa label',
    urutan_label: 9,
  };

  it('sends only the MENU group for a MENU, without an empty icon', () => {
    expect(menuPayload({ ...filled, menu_tipe: 'MENU' })).toEqual({
      menu_tipe: 'MENU',
      nama_menu: 'Laporan',
      link_path_menu: '/laporan',
      link_name_menu: 'laporan',
      urutan_menu: 3,
      parent_menu: 7,
    });
  });

  it('sends only the LABEL group for a LABEL', () => {
    expect(menuPayload({ ...filled, menu_tipe: 'LABEL' })).toEqual({
      menu_tipe: 'LABEL',
      nama_label: 'Sisa label',
      urutan_label: 9,
    });
  });

  it('starts with no parent (0) and no type', () => {
    expect(emptyMenu.parent_menu).toBe(0);
    expect(emptyMenu.menu_tipe).toBe('');
  });
});
