import {
  accessState,
  id,
  toggleAccess,
  toggleWrite,
  type MenuSelection,
  type MenuTreeItem,
} from '@cermat/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { CheckboxTree } from './checkbox-tree';

const tree: MenuTreeItem[] = [
  { id: 1, name: 'Dashboard', icon: 'bx bx-home', sub: [] },
  {
    id: 2,
    name: 'Master',
    sub: [
      { id: 3, name: 'Role', sub: [] },
      { id: 4, name: 'Menu', sub: [] },
    ],
  },
];

/** The tree wired to core's selection rules, as the console wires it. */
function Harness({
  initial,
  onChange,
}: {
  initial: MenuSelection;
  onChange?: (s: MenuSelection) => void;
}) {
  const [selection, setSelection] = useState(initial);
  const update = (next: MenuSelection) => {
    setSelection(next);
    onChange?.(next);
  };
  return (
    <CheckboxTree
      label="Admin"
      items={tree}
      stateOf={(menu) => ({
        access: accessState(tree, selection, Number(menu)),
        write: selection.write.includes(Number(menu)),
      })}
      onToggleAccess={(menu, on) => update(toggleAccess(tree, selection, Number(menu), on))}
      onToggleWrite={(menu, on) => update(toggleWrite(tree, selection, Number(menu), on))}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const writeBox = (name: string) => box(`${id.menu.write}: ${name}`);

describe('CheckboxTree', () => {
  it('shows each menu and submenu with an access and a write checkbox, in a named group', async () => {
    renderKit(<Harness initial={{ read: [1], write: [] }} />);
    expect(screen.getByRole('group', { name: 'Admin' })).toBeInTheDocument();
    expect(box('Dashboard')).toBeChecked();
    expect(box('Role')).not.toBeChecked();
    expect(writeBox('Menu')).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('reports clicks and shows a parent as mixed when only some submenus are chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Harness initial={{ read: [], write: [] }} onChange={onChange} />);
    await user.click(box('Master'));
    expect(onChange).toHaveBeenLastCalledWith({ read: [2, 3, 4], write: [] });
    expect(box('Role')).toBeChecked();
    await user.click(box('Menu'));
    expect(box('Master')).toBePartiallyChecked();
  });

  it('offers no write checkbox on a LABEL heading, which opens no screen', () => {
    renderKit(
      <CheckboxTree
        label="Admin"
        items={[
          { id: 1, name: 'UTAMA', leaf: true },
          { id: 2, name: 'Dashboard' },
        ]}
        stateOf={() => ({ access: 'unchecked', write: false })}
        onToggleAccess={vi.fn()}
        onToggleWrite={vi.fn()}
      />,
    );
    expect(box('UTAMA')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `${id.menu.write}: UTAMA` })).toBeNull();
    expect(writeBox('Dashboard')).toBeInTheDocument();
  });

  it('toggles write from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Harness initial={{ read: [], write: [] }} onChange={onChange} />);
    writeBox('Role').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ read: [2, 3], write: [3] });
    expect(writeBox('Role')).toBeChecked();
    expect(box('Role')).toBeChecked();
  });

  it('locks a box the caller cannot change, saying why', async () => {
    const onToggleWrite = vi.fn();
    const why = 'Anda tidak memiliki hak ini.';
    const { user } = renderKit(
      <CheckboxTree
        label="Admin"
        items={tree}
        stateOf={(menu) => ({
          access: 'unchecked',
          write: false,
          locked: menu === 3 ? { access: why, write: why } : undefined,
        })}
        onToggleAccess={vi.fn()}
        onToggleWrite={onToggleWrite}
      />,
    );
    expect(box('Role')).toBeDisabled();
    expect(box('Role')).toHaveAccessibleDescription(why);
    expect(writeBox('Role')).toBeDisabled();
    expect(writeBox('Menu')).toBeEnabled();
    await user.click(writeBox('Role'));
    expect(onToggleWrite).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});
