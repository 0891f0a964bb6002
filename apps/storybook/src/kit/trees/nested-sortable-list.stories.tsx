import type { MenuTreeItem } from '@cermat/core';
import { NestedSortableList, type TreeItem } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { longMenuTree, menuTree } from '../../support/fixtures';
import { messagesOf, useMessages } from '../../support/messages';

/** The ordering screen's list: drag by the handle, or move with the buttons. */
function Ordering({ items }: { items: MenuTreeItem[] }) {
  const m = useMessages();
  const [tree, setTree] = useState<TreeItem[]>(items);
  return (
    <div className="max-w-2xl">
      <NestedSortableList label={m.menu.orderingTitle} items={tree} onChange={setTree} />
    </div>
  );
}

const meta = {
  title: 'Kit/Trees/NestedSortableList',
  component: Ordering,
  tags: ['autodocs'],
  args: { items: menuTree },
} satisfies Meta<typeof Ordering>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: 'Pohon Profesi' moved up, then into 'Konfigurasi'. */
export const MovedByKeyboard: Story = {
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await userEvent.click(screen.getByRole('button', { name: `${t.menu.moveUp} Pohon Profesi` }));
    await userEvent.click(screen.getByRole('button', { name: `${t.menu.moveDown} Pohon Profesi` }));
    await userEvent.click(screen.getByRole('button', { name: `${t.menu.moveIn} Pohon Profesi` }));
    await expect(
      screen.getByRole('button', { name: `${t.menu.moveOut} Pohon Profesi` }),
    ).toBeEnabled();
  },
};

export const LongTexts: Story = { args: { items: longMenuTree } };
export const English: Story = { globals: { locale: 'en' } };
