import { id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from '@/lib/hash-location';
import { renderInApp } from '@/testing/render';
import { MenuList } from './menu-list';

/** The product's menus cut to Master and its Role entry: both on the first page. */
function answer() {
  const api = useMockApi();
  api.store.lists.menus = api.store.lists.menus.filter((m) =>
    ['Master', 'Role'].includes(String(m.menu_master_nama)),
  );
  return api.calls;
}

describe('MenuList', () => {
  it('names the parent, and sends the sort as a column index (spec §2.5)', async () => {
    const user = userEvent.setup();
    navigate('/master/menu');
    const calls = answer();
    renderInApp(<MenuList canWrite />);
    const row = (await screen.findByText('/master/role')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Master')).toBeInTheDocument();
    const lists = () => calls.filter((c) => c.name === 'menus.list');
    expect(lists()[0]?.query.column).toBe('0');
    await user.click(screen.getByRole('button', { name: id.menu.columnName }));
    await vi.waitFor(() => expect(lists().at(-1)?.query.column).toBe('1'));
    expect(lists().at(-1)?.query.dir).toBe('asc');
    await user.click(screen.getByRole('button', { name: id.menu.columnParent }));
    await vi.waitFor(() => expect(lists().at(-1)?.query.column).toBe('7'));
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
