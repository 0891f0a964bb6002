import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longRoles, roles } from '../../support/fixtures';
import { RoleTable } from './role-table';

const meta = {
  title: 'Kit/List/DataTable',
  component: RoleTable,
  args: { rows: roles(6), firstNumber: 1, canWrite: true, onRowAction: fn() },
} satisfies Meta<typeof RoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ENABLE and DISABLE rows mixed, with write right: each row offers the actions of its status. */
export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

/** ENABLE rows offer Disable and Edit. */
export const EnableRows: Story = {
  args: { rows: roles(4, 'ENABLE') },
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await userEvent.click(within(rows[1]!).getAllByRole('button')[0]!);
    await expect(args.onRowAction).toHaveBeenCalledWith(
      'disable',
      expect.objectContaining({ id_role: 1 }),
    );
  },
};

/** DISABLE rows offer Restore and Hapus. */
export const DisableRows: Story = { args: { rows: roles(4, 'DISABLE') } };

/** Without write right the action column is gone. */
export const NoWriteRight: Story = { args: { canWrite: false } };

/** Page 2 of 10 per page: numbering continues from 11. */
export const SecondPage: Story = { args: { firstNumber: 11 } };

/** A page of 500: only the rows in view are in the DOM. */
export const FiveHundredRows: Story = { args: { rows: roles(500) } };

/** Long texts stay on one line, cut with an ellipsis; the table scrolls inside its card. */
export const LongTexts: Story = { args: { rows: longRoles } };

/** A cut cell shows its full text in a tooltip on hover (and on keyboard focus). */
export const LongTextHovered: Story = {
  args: { rows: longRoles },
  play: async ({ canvasElement }) => {
    // In a browser the table's resize observer marks the cut cells once laid out; jsdom lays
    // nothing out, so nothing is ever cut there.
    const cut = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>(
        '[data-slot="truncated-text"][data-cut]',
      );
      if (!found) throw new Error('no cut cell yet');
      return found;
    }).catch(() => null);
    if (cut) await userEvent.hover(cut);
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
