import { id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { renderInApp } from '@/testing/render';
import RoleMenu from './role-menu';

const STAMP = '2026-11-22T01:05:00.000Z';

/**
 * The product's menus; the role 'Auditor 8' described and holding Utama, Master and
 * Role, with write on Role. Answers the ids of the menus the tests tick.
 */
function answer() {
  const api = useMockApi();
  const idOf = (name: string) =>
    Number(api.store.lists.menus.find((m) => m.menu_master_nama === name)?.id_menu_master);
  const ids = {
    utama: idOf('Utama'),
    master: idOf('Master'),
    role: idOf('Role'),
    page: idOf('Page'),
  };
  const auditor = api.store.lists.roles.find((r) => r.role_name === 'Auditor 8');
  if (auditor) auditor.role_description = 'Memeriksa data';
  api.store.roleMenus.set(8, {
    read: [ids.utama, ids.master, ids.role],
    write: [ids.role],
    updated_at: STAMP,
  });
  return { calls: api.calls, ids };
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
  it('locks, with the reason, what the signed-in role cannot grant', async () => {
    const user = userEvent.setup();
    const { ids } = answer();
    signedInWith([ids.page], [ids.utama, ids.master, ids.role]);
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor 8');
    const pageWrite = await screen.findByRole('checkbox', { name: `${id.menu.write}: Page` });
    expect(pageWrite).toBeDisabled();
    expect(pageWrite).toHaveAccessibleDescription(id.menu.grantLocked);
    expect(screen.getByRole('checkbox', { name: 'Page' })).toBeEnabled();
    expect(screen.getByText(id.menu.grantLocked)).toBeInTheDocument();
  });

  it('shows the chosen role with its stored access and write, and saves both lists', async () => {
    const user = userEvent.setup();
    const { calls, ids } = answer();
    signedInWith([], Object.values(ids));
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor 8');
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
    expect(calls.find((c) => c.name === 'menus.saveMenuRole')?.body).toEqual({
      id_role: 8,
      menu_data: JSON.stringify([ids.utama, ids.master, ids.page]),
      menu_write: JSON.stringify([ids.page]),
      updated_at: STAMP,
    });
  });

  it('Reset goes back to what is stored', async () => {
    const user = userEvent.setup();
    signedInWith([], Object.values(answer().ids));
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor 8');
    const role = await screen.findByRole('checkbox', { name: 'Role' });
    await user.click(role);
    expect(role).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: id.common.reset }));
    expect(screen.getByRole('checkbox', { name: 'Role' })).toBeChecked();
  });

  it('asks before another role drops unsaved ticks', async () => {
    const user = userEvent.setup();
    signedInWith([], Object.values(answer().ids));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderInApp(<RoleMenu />);
    await chooseRole(user, 'Auditor 8');
    await user.click(await screen.findByRole('checkbox', { name: 'Page' }));
    await chooseRole(user, 'Penilai 5');
    expect(confirm).toHaveBeenCalledWith(id.confirm.leaveUnsaved);
    expect(screen.getByRole('checkbox', { name: 'Page' })).toBeChecked();
  });
});
