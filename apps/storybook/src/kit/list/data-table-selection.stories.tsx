import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roles } from '../../support/fixtures';
import { SelectableRoleTable } from './selectable-role-table';

const meta = {
  title: 'Kit/List/DataTable/Selection',
  component: SelectableRoleTable,
  tags: ['autodocs'],
  args: { rows: roles(6), firstNumber: 1, canWrite: true, onRowAction: fn() },
} satisfies Meta<typeof SelectableRoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checkbox per row and one for the page (for the bulk actions). */
export const Default: Story = {};

/** A click on row 2, then a shift-click on row 5, selects rows 2 to 5. */
export const ShiftClickRange: Story = {
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    // One session, so the held Shift is still down at the second click.
    const user = userEvent.setup();
    await user.click(boxes[2]!);
    await user.keyboard('{Shift>}');
    await user.click(boxes[5]!);
    await user.keyboard('{/Shift}');
    const checked = boxes.slice(1).map((b) => (b as HTMLInputElement).checked);
    await expect(checked).toEqual([false, true, true, true, true, false]);
  },
};

export const English: Story = { globals: { locale: 'en' } };
