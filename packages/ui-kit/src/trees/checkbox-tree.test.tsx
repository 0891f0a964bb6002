import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { menuTree } from '../../test/menu-tree';
import { renderKit } from '../../test/render';
import { CheckboxTree } from './checkbox-tree';
import type { MenuRights } from './menu-rights';

function Harness({
  initial,
  onChange,
}: {
  initial: MenuRights;
  onChange?: (r: MenuRights) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxTree
      label="Admin"
      items={menuTree}
      value={value}
      onChange={(r) => {
        setValue(r);
        onChange?.(r);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const writeBox = (name: string) => box(`${id.menu.write}: ${name}`);

describe('CheckboxTree', () => {
  it('shows every menu and submenu with an access and a write checkbox', async () => {
    renderKit(<Harness initial={{ access: [1], write: [] }} />);
    expect(screen.getByRole('group', { name: 'Admin' })).toBeInTheDocument();
    expect(box('Dashboard')).toBeChecked();
    expect(box('Role')).not.toBeChecked();
    expect(writeBox('Konfigurasi')).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('checks all submenus with their parent, and shows the parent mixed when only some are checked', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Harness initial={{ access: [], write: [] }} onChange={onChange} />);
    await user.click(box('Master'));
    expect(onChange).toHaveBeenLastCalledWith({ access: [2, 3, 4, 5], write: [] });
    expect(box('Role')).toBeChecked();
    await user.click(box('Menu'));
    expect(box('Master')).toBePartiallyChecked();
    await user.click(box('Master'));
    expect(box('User')).toBeChecked();
  });

  it('grants access with write, and takes write away with access, from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Harness initial={{ access: [], write: [] }} onChange={onChange} />);
    writeBox('User').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ access: [2, 5], write: [5] });
    expect(box('User')).toBeChecked();
    box('User').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ access: [], write: [] });
    expect(writeBox('User')).not.toBeChecked();
  });
});
