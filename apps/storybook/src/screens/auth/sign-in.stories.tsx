import { DEMO_ACCOUNT, scenarios } from '@cermat/mocks';
import { id } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { field, screenMeta, screenState } from '../../support/console';

const meta = { title: 'Screens/Sign-in', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signedOut = { path: '/login', signedIn: false } as const;

async function signIn(password: string) {
  await userEvent.type(await field(id.auth.username), DEMO_ACCOUNT.username);
  await userEvent.type(await field(id.auth.password), password);
  await userEvent.click(screen.getByRole('button', { name: id.auth.signIn }));
}

/** The empty form, as a visitor first sees it. */
export const Empty: Story = { ...screenState(signedOut), tags: ['visual'] };

/** The main flow: the demo account signs in and lands on the dashboard. */
export const Filled: Story = {
  ...screenState(signedOut),
  play: async () => {
    await signIn(DEMO_ACCOUNT.password);
    await expect(
      await screen.findByRole('heading', { name: id.dashboard.title }),
    ).toBeInTheDocument();
  },
};

/** A wrong password: the server's message, the form stays. */
export const WrongPassword: Story = {
  ...screenState(signedOut),
  play: async () => {
    await signIn('not-the-password');
    await expect(await screen.findByText(id.server.loginFailed)).toBeInTheDocument();
  },
};

/** The server fails: its message above the form. */
export const ServerError: Story = {
  ...screenState({ ...signedOut, scenario: scenarios.serverError }),
  play: async () => {
    await signIn(DEMO_ACCOUNT.password);
    await expect(await screen.findByText(id.server.internal)).toBeInTheDocument();
  },
};

/** The server takes its time: the button waits. */
export const Loading: Story = {
  ...screenState({ ...signedOut, scenario: scenarios.loading }),
  play: async () => {
    await signIn(DEMO_ACCOUNT.password);
    await expect(screen.getByRole('button', { name: id.auth.signIn })).toBeDisabled();
  },
};

/** Sent back here by a 401: the note that the session ended. */
export const SessionEnded: Story = {
  ...screenState({ ...signedOut, ended: true }),
  play: async () => {
    await expect(await screen.findByText(id.error.sessionEnded)).toBeInTheDocument();
  },
};

export const Penilai: Story = screenState({ path: '/login-penilai', signedIn: false });
export const Peserta: Story = screenState({ path: '/login-peserta', signedIn: false });
export const Cermat: Story = screenState({ path: '/login-cermat', signedIn: false });
