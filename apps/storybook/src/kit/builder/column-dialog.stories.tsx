import { GRID_MAX, GRID_MIN, ORDER_MIN, validateColumn } from '@cermat/core';
import { ColumnDialog } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { framedInDocs } from '../../support/docs';
import { messagesOf, useMessages } from '../../support/messages';

const grids = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);

/** 'Tambah Column' wired to core's column rule. */
function ColumnDialogStory(
  props: Pick<Parameters<typeof ColumnDialog>[0], 'initial' | 'onSave' | 'onCancel'>,
) {
  const m = useMessages();
  return (
    <ColumnDialog
      open
      grids={grids}
      orderMin={ORDER_MIN}
      validate={(draft) => validateColumn(draft, m)}
      {...props}
    />
  );
}

const meta = {
  title: 'Kit/Page builder/ColumnDialog',
  component: ColumnDialogStory,
  tags: ['autodocs'],
  parameters: framedInDocs('32rem'),
  args: { initial: null, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof ColumnDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = {
  args: { initial: { grid: 6, component: 'ChartKompetensi', order: 2 } },
};

/** Save with nothing filled in: every field says what it needs, nothing is saved. */
export const Invalid: Story = {
  play: async ({ args, globals }) => {
    const t = messagesOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: t.common.saveColumn }));
    await expect(await screen.findByText(t.page.gridInvalid)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };
