import { STATUS } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { longRoles, roles } from '../../support/fixtures';
import { RoleTable } from './role-table';

const meta = {
  title: 'Kit/List/DataTable',
  component: RoleTable,
  tags: ['autodocs'],
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
  args: { rows: roles(4, STATUS.ENABLE) },
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
export const DisableRows: Story = { args: { rows: roles(4, STATUS.DISABLE) } };

/** Without write right the action column is gone. */
export const NoWriteRight: Story = { args: { canWrite: false } };

/** Page 2 of 10 per page: numbering continues from 11. */
export const SecondPage: Story = { args: { firstNumber: 11 } };

/** A page of 500: only the rows in view are in the DOM. */
export const FiveHundredRows: Story = { args: { rows: roles(500) } };

/** Long texts stay on one line, cut with an ellipsis; the table scrolls inside its card. */
export const LongTexts: Story = { args: { rows: longRoles } };

/**
 * A cut cell shows its full text in a tooltip on hover (and on keyboard focus). The table's
 * resize observer marks the cut cells once laid out, which only a browser does (every
 * story is played in Chromium).
 */
export const LongTextHovered: Story = {
  args: { rows: longRoles },
  play: async ({ canvasElement }) => {
    const cut = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>(
        '[data-slot="truncated-text"][data-cut]',
      );
      if (!found) throw new Error('no cell was cut');
      return found;
    });
    await userEvent.hover(cut);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(cut.textContent);
    await expect(tooltip).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * On a phone (below 640 px) each row is a card: its name, its fields as 'label: value', its
 * status and the same buttons as the row. Tagged `phone`: the story checks play it at 390 px.
 */
export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    await userEvent.click(first.getAllByRole('button')[0]!);
    await expect(args.onRowAction).toHaveBeenCalledWith(
      'disable',
      expect.objectContaining({ id_role: 1 }),
    );
  },
};
