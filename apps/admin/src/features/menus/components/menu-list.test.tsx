import { id } from '@cermat/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '@/lib/hash-location';
import { mockApi, renderInApp } from '@/testing/render';
import { MenuList } from './menu-list';

const menu = {
  id_menu_master: 12,
  menu_master_type: 'MENU',
  menu_master_nama: 'Role',
  menu_master_icon: 'bx bx-user-check',
  menu_master_link_path: '/master/role',
  menu_master_link_name: 'all-role',
  menu_master_urutan: 1,
  menu_master_parent: 3,
  status: 'ENABLE',
  created_at: '2026-11-22T01:05:00+00:00',
  updated_at: '2026-11-22T01:05:00+00:00',
};

function answer() {
  return mockApi({
    'GET master/menu': (url) => ({
      data: [
        {
          draw: Number(url.searchParams.get('draw')),
          list_data: {
            data: [menu],
            current_page: 1,
            last_page: 1,
            total: 1,
            from: 1,
            to: 1,
            links: [],
          },
        },
      ],
    }),
    'GET referensi/menu-parent': () => ({
      data: { referensi: [{ id_menu_master: 3, menu_master_nama: 'Master' }] },
    }),
  });
}

describe('MenuList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the parent, and sends the sort as a column index (spec §2.5)', async () => {
    const user = userEvent.setup();
    navigate('/master/menu');
    const calls = answer();
    renderInApp(<MenuList canWrite />);
    const row = (await screen.findByText('/master/role')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Master')).toBeInTheDocument();
    const lists = () => calls.filter((c) => c.path === 'master/menu');
    expect(lists()[0]?.url.searchParams.get('column')).toBe('0');
    await user.click(screen.getByRole('button', { name: id.menu.columnName }));
    await vi.waitFor(() => expect(lists().at(-1)?.url.searchParams.get('column')).toBe('1'));
    expect(lists().at(-1)?.url.searchParams.get('dir')).toBe('asc');
    await user.click(screen.getByRole('button', { name: id.menu.columnParent }));
    await vi.waitFor(() => expect(lists().at(-1)?.url.searchParams.get('column')).toBe('7'));
  });

  it('offers Konfig Menu Role, Ordering Menu and Tambah Menu only with write', async () => {
    navigate('/master/menu');
    answer();
    const { unmount } = renderInApp(<MenuList canWrite />);
    for (const name of [id.menu.roleMenuButton, id.menu.orderingButton, id.menu.addButton]) {
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    }
    unmount();
    renderInApp(<MenuList canWrite={false} />);
    await screen.findByText('/master/role');
    expect(screen.queryByRole('link', { name: id.menu.addButton })).toBeNull();
  });
});
