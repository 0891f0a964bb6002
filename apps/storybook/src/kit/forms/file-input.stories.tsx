import { UPLOAD_MAX_BYTES } from '@cermat/core';
import { FileInput } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { images } from '../../support/fixtures';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = {
  title: 'Kit/Forms/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: { maxBytes: UPLOAD_MAX_BYTES, onFile: fn() },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add User: no photo yet, the placeholder shows. */
export const NoPhoto: Story = {};

/** Edit User: the stored photo as preview. */
export const CurrentPhoto: Story = { args: { previewUrl: images.photo } };

/** A file of 2,242,880 bytes or more: 'Max File 2 MB', nothing reported. */
export const TooLarge: Story = {
  play: async ({ args, globals }) => {
    const t = messagesOf(globals);
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES)], 'foto.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(t.user.photo), big);
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.error.maxFile);
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** The upload failed on the server: its message under the input. */
export const ServerError: Story = {
  args: { error: serverTexts.server.fileType },
};

export const English: Story = { globals: { locale: 'en' } };
