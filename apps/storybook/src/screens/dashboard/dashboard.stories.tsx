import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Dashboard', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = commonStates('/');

/** The counts of master data and the user's roles (main flow: they arrive). */
export const Filled: Story = {
  ...states.filled,
  tags: ['visual'],
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await expect(await screen.findByText(t.dashboard.counts)).toBeInTheDocument();
    await expect(await screen.findByText(t.dashboard.myRoles)).toBeInTheDocument();
  },
};
export const Loading: Story = states.loading;
/** The load failed: the server's message and a retry. */
export const ServerError: Story = {
  ...states.serverError,
  play: async () => {
    await expect(await screen.findByText(serverTexts.server.internal)).toBeInTheDocument();
  },
};
/** Nothing stored yet. */
export const Empty: Story = screenState({ path: '/', scenario: scenarios.empty });
/** A user whose role only reads. */
export const ReadOnly: Story = screenState({ path: '/', scenario: scenarios.readOnly });
/** The three logos configured on Konfigurasi: the top bar shows the brand, not the name. */
export const WithLogos: Story = {
  ...screenState({ path: '/', scenario: scenarios.logos }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const logo = (await screen.findAllByRole('img', { name: t.shell.logo }))[0] as HTMLImageElement;
    await waitFor(() => expect(logo.complete && logo.naturalWidth > 0).toBe(true));
  },
};
