import type { Messages } from '@cermat/core';
import { LIVE_LINK_TOKEN } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { field, screenMeta, screenState } from '../../support/console';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Set password', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const live = {
  path: `/set-password?token=${LIVE_LINK_TOKEN}`,
  signedIn: false,
} as const;

async function choose(t: Messages, password: string, confirm = password) {
  await userEvent.type(await field(t.setPassword.password), password);
  await userEvent.type(await field(t.setPassword.passwordConfirm), confirm);
  await userEvent.click(screen.getByRole('button', { name: t.setPassword.submit }));
}

/** A live link: whose account, until when, and the two password fields. */
export const Ready: Story = screenState(live);

/** The main flow: a password is set, and the way to sign in follows. */
export const Saved: Story = {
  ...screenState(live),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await choose(t, 'kunci-baru-sekali-9');
    await expect(await screen.findByText(t.server.passwordSet)).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: t.setPassword.signIn })).toBeInTheDocument();
  },
};

/** The confirmation differs: the server's message on that field, the link still usable. */
export const FieldErrors: Story = {
  ...screenState(live),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await choose(t, 'kunci-baru-sekali-9', 'kunci-lain-sekali-9');
    await expect(await screen.findByText(serverTexts.server.passwordMismatch)).toBeInTheDocument();
  },
};

/** A used, expired or wrong link: one message that does not say which. */
export const Refused: Story = {
  ...screenState({ ...live, path: '/set-password?token=sudah-dipakai' }),
  play: async () => {
    await expect(
      await screen.findByText(serverTexts.server.passwordLinkInvalid),
    ).toBeInTheDocument();
  },
};
