import { ColumnChooser, type ColumnOption } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../../support/messages';

/** The role list's columns in the chooser: the name and Aksi locked, Created At hidden. */
function RoleColumns({ hidden: initial }: { hidden: string[] }) {
  const m = useMessages();
  const [hidden, setHidden] = useState(initial);
  const options: ColumnOption[] = [
    { id: 'role_name', label: m.role.columnName, required: true },
    { id: 'role_description', label: m.role.columnDescription },
    { id: 'created_at', label: m.common.createdAt },
    { id: 'updated_at', label: m.common.updatedAt },
    { id: 'status', label: m.common.status },
    { id: 'actions', label: m.common.actions, required: true },
  ];
  return (
    <div className="flex justify-end p-4 pb-80">
      <ColumnChooser
        options={options}
        visible={options.map((o) => o.id).filter((id) => !hidden.includes(id))}
        onToggle={(id) =>
          setHidden(hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden, id])
        }
      />
    </div>
  );
}

const meta = {
  title: 'Kit/List/ColumnChooser',
  component: RoleColumns,
  tags: ['autodocs'],
  args: { hidden: ['created_at'] },
} satisfies Meta<typeof RoleColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'Kolom' button of a list's toolbar, closed. */
export const Closed: Story = {};

/** Open: one checkbox per column; the name and Aksi cannot be hidden. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const group = await canvas.findByRole('group');
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes[0]).toBeDisabled();
    await expect(boxes[2]).not.toBeChecked();
    await userEvent.click(boxes[3]!);
    await expect(boxes[3]).not.toBeChecked();
  },
};
