import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Shell', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dashboard = screenState({ path: '/' });
const states = commonStates('/');

/** The side menu beside the screen. */
export const Vertical: Story = { ...dashboard, globals: { layout: 'vertical' } };
/** The menu bar under the top bar. */
export const Horizontal: Story = {
  ...dashboard,
  globals: { layout: 'horizontal' },
  tags: ['visual'],
};

/** The settings panel: layout, width, themes, preloader, language. */
export const SettingsPanel: Story = {
  ...dashboard,
  // Its play opens the panel from the top bar's button, which a phone folds into 'more'.
  tags: ['visual', 'desktop'],
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: t.shell.settings }));
    await expect(await screen.findByRole('dialog', { name: t.shell.settings })).toBeInTheDocument();
  },
};

/** The session ended: back to sign-in, which says so. */
export const SessionEnded: Story = {
  ...screenState({ path: '/', scenario: scenarios.sessionEnded }),
  play: says((t) => t.error.sessionEnded),
};

/** The frame while the screen inside it is still on its way. */
export const Loading: Story = states.loading;
/** The screen inside failed to load: the frame stays, the screen says why. */
export const ServerError: Story = {
  ...states.serverError,
  play: says(serverTexts.server.internal),
};
