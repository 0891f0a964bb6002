import type { Meta, StoryObj } from '@storybook/react-vite';
import { listStates, screenMeta } from '../console';
import { noWriteActions, saysEmpty, searchFor } from './list-flows';

const meta = { title: 'Screens/Users/List', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates('/master/user');

export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
export const Empty: Story = { ...states.empty, play: saysEmpty };
/** Every text column at its longest. */
export const LongValues: Story = states.longValues;
export const ReadOnly: Story = { ...states.readOnly, play: noWriteActions };
/** The main flow: search, and only the matching rows remain. */
export const Search: Story = {
  ...states.filled,
  play: searchFor('Pengguna 1', 'Pengguna 10', 'Pengguna 2'),
};
