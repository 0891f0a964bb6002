import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { commonStates, screenMeta } from '../../support/console';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Placeholder module', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// A menu-checked route of the spec whose contents it does not show.
const states = commonStates('/master/timer');

/** The guard asks the server for the rights, then the honest placeholder (main flow). */
export const Filled: Story = {
  ...states.filled,
  tags: ['visual'],
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await expect(
      await screen.findByRole('heading', { name: t.modules.notAvailableTitle }),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
