import { ConfirmDialog } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { framedInDocs } from '../../support/docs';
import { messagesOf, useMessages } from '../../support/messages';

const meta = {
  title: 'Kit/Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: framedInDocs('24rem'),
  args: { open: true, action: 'disable', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Restore asks to enable the record. */
export const Enable: Story = { args: { action: 'enable' } };

export const Disable: Story = {
  play: async ({ args, globals }) => {
    const t = messagesOf(globals);
    await expect(await screen.findByRole('button', { name: t.confirm.no })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: t.confirm.yes }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Delete: Story = { args: { action: 'delete' } };

/** The role list variant (spec §5): its question as the title, the 'cannot be recovered' line, Ya. */
export const DeleteVariant: Story = {
  render: (args) => {
    const m = useMessages();
    return (
      <ConfirmDialog
        {...args}
        title={m.confirm.deleteVariant}
        message={m.confirm.deleteVariantDetail}
        yesLabel={m.common.yes}
      />
    );
  },
  args: { action: 'delete' },
};

/** Leaving a form with unsaved changes (a link, Kembali, the browser's back). */
export const LeaveUnsaved: Story = { args: { action: 'leaveUnsaved' } };

/** While the call runs both buttons wait. */
export const Busy: Story = { args: { busy: true } };

export const English: Story = { globals: { locale: 'en' } };
