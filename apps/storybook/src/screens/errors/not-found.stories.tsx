import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { backToDashboard } from './message-screens';

const meta = { title: 'Screens/404', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = commonStates('/404');

/** Signed in: the missing page inside the shell. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
/** The main flow: the way back to the dashboard. */
export const BackToDashboard: Story = {
  ...states.filled,
  play: backToDashboard((t) => t.error.notFound),
};
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** Signed out: the bare screen. */
export const SignedOut: Story = screenState({ path: '/404', signedIn: false });
