import {
  accessState,
  toggleAccess,
  toggleWrite,
  type MenuSelection,
  type MenuTreeItem,
} from '@cermat/core';
import { CheckboxTree } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { longMenuTree, menuTree } from '../../support/fixtures';

/** The role-menu tree wired to core's selection rules, as the console wires it. */
function RoleMenuTree({
  items,
  initial,
  label,
}: {
  items: MenuTreeItem[];
  initial: MenuSelection;
  label: string;
}) {
  const [selection, setSelection] = useState(initial);
  return (
    <div className="max-w-xl">
      <CheckboxTree
        label={label}
        items={items}
        stateOf={(menu) => ({
          access: accessState(items, selection, Number(menu)),
          write: selection.write.includes(Number(menu)),
        })}
        onToggleAccess={(menu, on) =>
          setSelection(toggleAccess(items, selection, Number(menu), on))
        }
        onToggleWrite={(menu, on) => setSelection(toggleWrite(items, selection, Number(menu), on))}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Trees/CheckboxTree',
  component: RoleMenuTree,
  tags: ['autodocs'],
  args: { items: menuTree, initial: { read: [], write: [] }, label: 'Admin' },
} satisfies Meta<typeof RoleMenuTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Some submenus chosen: their parent shows mixed; Role may also be changed (write). */
export const PartlyChosen: Story = { args: { initial: { read: [1, 2, 3, 4], write: [3] } } };
export const AllChosen: Story = {
  args: { initial: { read: [1, 2, 3, 4, 5, 6, 7, 8], write: [1, 2, 3, 4, 5, 6, 7, 8] } },
};
export const LongTexts: Story = {
  args: { items: longMenuTree, initial: { read: [2, 3], write: [] } },
};
export const English: Story = {
  args: { initial: { read: [1], write: [1] } },
  globals: { locale: 'en' },
};
