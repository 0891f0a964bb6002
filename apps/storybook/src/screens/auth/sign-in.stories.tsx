import type { Messages } from '@cermat/core';
import { DEMO_ACCOUNT, scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { field, screenMeta, screenState } from '../../support/console';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Sign-in', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signedOut = { path: '/login', signedIn: false } as const;

async function signIn(t: Messages, password: string) {
  await userEvent.type(await field(t.auth.username), DEMO_ACCOUNT.username);
  await userEvent.type(await field(t.auth.password), password);
  await userEvent.click(screen.getByRole('button', { name: t.auth.signIn }));
}

/** The empty form, as a visitor first sees it. */
export const Empty: Story = { ...screenState(signedOut), tags: ['visual'] };

/** The main flow: the demo account signs in and lands on the dashboard. */
export const Filled: Story = {
  ...screenState(signedOut),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await signIn(t, DEMO_ACCOUNT.password);
    await expect(
      await screen.findByRole('heading', { name: t.dashboard.title }),
    ).toBeInTheDocument();
  },
};

/** A wrong password: the server's message, the form stays. */
export const WrongPassword: Story = {
  ...screenState(signedOut),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await signIn(t, 'not-the-password');
    await expect(await screen.findByText(serverTexts.server.loginFailed)).toBeInTheDocument();
  },
};

/** The server fails: its message above the form. */
export const ServerError: Story = {
  ...screenState({ ...signedOut, scenario: scenarios.serverError }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await signIn(t, DEMO_ACCOUNT.password);
    await expect(await screen.findByText(serverTexts.server.internal)).toBeInTheDocument();
  },
};

/** The server takes its time: the button waits. */
export const Loading: Story = {
  ...screenState({ ...signedOut, scenario: scenarios.loading }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await signIn(t, DEMO_ACCOUNT.password);
    await expect(screen.getByRole('button', { name: t.auth.signIn })).toBeDisabled();
  },
};

/** Sent back here by a 401: the note that the session ended. */
export const SessionEnded: Story = {
  ...screenState({ ...signedOut, ended: true }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await expect(await screen.findByText(t.error.sessionEnded)).toBeInTheDocument();
  },
};

export const Penilai: Story = screenState({ path: '/login-penilai', signedIn: false });
export const Peserta: Story = screenState({ path: '/login-peserta', signedIn: false });
export const Cermat: Story = screenState({ path: '/login-cermat', signedIn: false });
