import { id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render';
import { MenuForm } from './menu-form';

describe('MenuForm', () => {
  it('starts the parent empty with its placeholder, and typing filters the parents', async () => {
    useMockApi();
    const user = userEvent.setup();
    renderInApp(<MenuForm />);
    await user.selectOptions(screen.getByRole('combobox', { name: id.menu.columnType }), 'MENU');
    const parent = screen.getByRole('combobox', { name: id.menu.parent });
    expect(parent).toHaveValue('');
    expect(parent).toHaveAttribute('placeholder', id.menu.parentPlaceholder);
    await user.type(parent, 'Mast');
    expect(parent).toHaveValue('Mast');
    const shown = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(shown.length).toBeGreaterThan(0);
    for (const option of shown) expect(option.textContent?.toLowerCase()).toContain('mast');
  });

  it('offers the icon picker with its placeholder for the Icon Menu field', async () => {
    useMockApi();
    const user = userEvent.setup();
    renderInApp(<MenuForm />);
    await user.selectOptions(screen.getByRole('combobox', { name: id.menu.columnType }), 'MENU');
    const icon = screen.getByRole('combobox', { name: id.menu.icon });
    expect(icon).toHaveAttribute('placeholder', id.menu.iconPlaceholder);
    await user.type(icon, 'user check');
    await user.click(await screen.findByRole('option', { name: 'bx bx-user-check' }));
    expect(icon).toHaveValue('bx bx-user-check');
  });

  it('shows a stored parent by name, and emptying the box leaves the menu without one', async () => {
    const { store } = useMockApi();
    const role = store.lists.menus.find((m) => m.menu_master_nama === 'Role');
    const user = userEvent.setup();
    renderInApp(<MenuForm id={Number(role?.id_menu_master)} />);
    const parent = await screen.findByRole('combobox', { name: id.menu.parent });
    await expect.poll(() => (parent as HTMLInputElement).value).toBe('Master');
    await user.clear(parent);
    await user.tab();
    expect(parent).toHaveValue('');
    expect(parent).toHaveAttribute('placeholder', id.menu.parentPlaceholder);
  });
});
