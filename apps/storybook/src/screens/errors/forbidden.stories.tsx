import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { backToDashboard } from './message-screens';

const meta = { title: 'Screens/403', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = commonStates('/403');

/** Signed in: the warning inside the shell. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
/** The main flow: the way back to the dashboard. */
export const BackToDashboard: Story = {
  ...states.filled,
  play: backToDashboard((t) => t.access.denied),
};
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** Signed out: the bare screen. */
export const SignedOut: Story = screenState({ path: '/403', signedIn: false });
