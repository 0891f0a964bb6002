import { fill } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Render', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/render?page=halaman-1';
const states = commonStates(path, ['pages.render']);

/** A stored page's rows and columns of widgets. */
export const Filled: Story = { ...states.filled, tags: ['visual'], play: says('halaman-1') };
export const Loading: Story = states.loading;
export const ServerError: Story = {
  ...states.serverError,
  play: says(serverTexts.server.internal),
};
/** Its name and description at their longest. */
export const LongValues: Story = screenState({
  path: '/render?page=halaman-1',
  scenario: scenarios.longValues,
});
/** No page named: the hint to choose one. */
export const Empty: Story = {
  ...screenState({ path: '/render' }),
  play: says((t) => t.render.choose),
};
/** A name no page has. */
export const NotFound: Story = {
  ...screenState({ path: '/render?page=tidak-ada' }),
  play: says((t) => fill(t.render.notFound, { name: 'tidak-ada' })),
};
