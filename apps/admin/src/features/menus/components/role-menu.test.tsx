import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockApi, renderInApp } from '@/testing/render';
import { RoleMenu } from './role-menu';

const tree = [
  { id: 1, name: 'Utama', icon: null },
  {
    id: 3,
    name: 'Master',
    icon: 'bx bx-data',
    sub: [
      { id: 12, name: 'Role', icon: null },
      { id: 15, name: 'Page', icon: null },
    ],
  },
];

function answer() {
  return mockApi({
    'GET referensi/role-active': () => ({
      data: {
        referensi: [
          { id_role: 7, role_name: 'Auditor' },
          { id_role: 8, role_name: 'Penilai' },
        ],
      },
    }),
    'GET master/menu/ordering': () => ({ data: [tree] }),
    'GET master/role': () => ({
      data: [
        [
          {
            id_role: 7,
            role_name: 'Auditor',
            role_description: 'Memeriksa data',
            status: 'ENABLE',
            created_at: '2026-11-22T01:05:00+00:00',
            updated_at: '2026-11-22T01:05:00+00:00',
          },
        ],
      ],
    }),
    'GET master/menu/menu-role': () => ({
      data: { data_menu: '[1,3,12]', menu_write: '[12]', updated_at: '2026-11-22T01:05:00+00:00' },
    }),
    'POST master/menu/menu-role': () => ({ data: null, message: id.success.menuConfigSaved }),
  });
}

/** Picks a role once the active roles have loaded into the selector. */
async function chooseRole(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByRole('combobox', { name: id.menu.roleSelect }), name);
}

/** The signed-in role's rights on the tree's menus (write on those listed in `write`). */
function signedInWith(read: number[], write: number[]) {
  session.session_menu_access = [...new Set([...read, ...write])].map((id) => ({
    id_menu_master: id,
    menu_master_type: 'MENU' as const,
    menu_master_nama: `Menu ${id}`,
    menu_master_icon: null,
    menu_master_link_path: null,
    menu_master_link_name: null,
    menu_master_urutan: 1,
    menu_master_parent: 0,
    is_read: 1 as const,
    is_write: write.includes(id) ? (1 as const) : (0 as const),
  }));
}

describe('RoleMenu', () => {
  beforeEach(() => signedInWith([], [1, 3, 12, 15]));
  afterEach(() => vi.unstubAllGlobals());

  it('locks, with the reason, what the signed-in role cannot grant', async () => {
    signedInWith([15], [1, 3, 12]);
    const user = userEvent.setup();
    answer();
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor');
    const pageWrite = await screen.findByRole('checkbox', { name: `${id.menu.write}: Page` });
    expect(pageWrite).toBeDisabled();
    expect(pageWrite).toHaveAccessibleDescription(id.menu.grantLocked);
    expect(screen.getByRole('checkbox', { name: 'Page' })).toBeEnabled();
    expect(screen.getByText(id.menu.grantLocked)).toBeInTheDocument();
  });

  it('shows the chosen role with its stored access and write, and saves both lists', async () => {
    const user = userEvent.setup();
    const calls = answer();
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor');
    expect(await screen.findByText('Memeriksa data')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Role' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `${id.menu.write}: Role` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Page' })).not.toBeChecked();
    // Write brings access with it.
    await user.click(screen.getByRole('checkbox', { name: `${id.menu.write}: Page` }));
    expect(screen.getByRole('checkbox', { name: 'Page' })).toBeChecked();
    // Taking access away from Role takes its write too.
    await user.click(screen.getByRole('checkbox', { name: 'Role' }));
    await user.click(screen.getByRole('button', { name: id.common.save }));
    expect(await screen.findByText(id.success.menuConfigSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id_role: 7,
      menu_data: '[1,3,15]',
      menu_write: '[15]',
      updated_at: '2026-11-22T01:05:00+00:00',
    });
  });

  it('Reset goes back to what is stored', async () => {
    const user = userEvent.setup();
    answer();
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor');
    const role = await screen.findByRole('checkbox', { name: 'Role' });
    await user.click(role);
    expect(role).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: id.common.reset }));
    expect(screen.getByRole('checkbox', { name: 'Role' })).toBeChecked();
  });

  it('asks before another role drops unsaved ticks', async () => {
    const user = userEvent.setup();
    answer();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor');
    await user.click(await screen.findByRole('checkbox', { name: 'Page' }));
    await chooseRole(user, 'Penilai');
    expect(confirm).toHaveBeenCalledWith(id.confirm.leaveUnsaved);
    expect(screen.getByRole('checkbox', { name: 'Page' })).toBeChecked();
  });
});
