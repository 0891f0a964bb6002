import { id } from '@cermat/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { menuTree } from '../../test/menu-tree';
import { renderKit } from '../../test/render';
import { NestedSortableList } from './nested-sortable-list';
import type { TreeItem } from './tree';

function Harness({ onChange }: { onChange: (items: TreeItem[]) => void }) {
  const [items, setItems] = useState<TreeItem[]>(menuTree);
  return (
    <NestedSortableList
      label={id.menu.orderingTitle}
      items={items}
      onChange={(next) => {
        setItems(next);
        onChange(next);
      }}
    />
  );
}

const names = (items: TreeItem[]): string =>
  items.map((i) => (i.sub ? `${i.name}(${names(i.sub)})` : i.name)).join(' ');
const button = (action: string, menu: string) =>
  screen.getByRole('button', { name: `${action} ${menu}` });

describe('NestedSortableList', () => {
  it('lists menus and submenus in order, inside a named group', async () => {
    renderKit(<Harness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: id.menu.orderingTitle });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('[data-slot="item-name"]')?.textContent),
    ).toEqual(['Dashboard', 'Master', 'Role', 'Menu', 'User', 'Konfigurasi']);
    expect(await axeViolations()).toEqual([]);
  });

  it('offers no move into a leaf (a LABEL holds no submenus)', () => {
    const items: TreeItem[] = [
      { id: 'l', name: 'Utama', leaf: true },
      { id: 'd', name: 'Dashboard' },
    ];
    renderKit(
      <NestedSortableList label={id.menu.orderingTitle} items={items} onChange={() => {}} />,
    );
    expect(button(id.menu.moveIn, 'Dashboard')).toBeDisabled();
    // No drop list inside the leaf either.
    expect(document.querySelector('[data-parent-id="l"]')).toBeNull();
  });

  it('disables moves that are not possible', () => {
    renderKit(<Harness onChange={() => {}} />);
    expect(button(id.menu.moveUp, 'Dashboard')).toBeDisabled();
    expect(button(id.menu.moveIn, 'Dashboard')).toBeDisabled();
    expect(button(id.menu.moveOut, 'Dashboard')).toBeDisabled();
    expect(button(id.menu.moveDown, 'Konfigurasi')).toBeDisabled();
    // Master has submenus: moving it in would make a third level.
    expect(button(id.menu.moveIn, 'Master')).toBeDisabled();
  });

  it('moves up, down, in and out from the keyboard, keeping focus on the moved item', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Harness onChange={onChange} />);
    button(id.menu.moveUp, 'Konfigurasi').focus();
    await user.keyboard('{Enter}');
    expect(names(onChange.mock.lastCall![0])).toBe('Dashboard Konfigurasi Master(Role Menu User)');
    expect(button(id.menu.moveUp, 'Konfigurasi')).toHaveFocus();

    await user.click(button(id.menu.moveDown, 'Konfigurasi'));
    await user.click(button(id.menu.moveIn, 'Konfigurasi'));
    expect(names(onChange.mock.lastCall![0])).toBe('Dashboard Master(Role Menu User Konfigurasi)');
    expect(button(id.menu.moveIn, 'Konfigurasi')).not.toHaveFocus();
    expect(button(id.menu.moveUp, 'Konfigurasi')).toHaveFocus();

    await user.click(button(id.menu.moveOut, 'Role'));
    expect(names(onChange.mock.lastCall![0])).toBe('Dashboard Master(Menu User Konfigurasi) Role');
  });
});
