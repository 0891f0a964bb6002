import { id } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { commonStates, field, screenMeta, screenState } from '../console';

const meta = { title: 'Screens/Profile', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = commonStates('/profile');

/** The signed-in user's own form. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;

/** The main flow: a new name, saved, and the success dialog. */
export const Save: Story = {
  ...states.filled,
  play: async () => {
    const name = await field(id.user.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Administrator Baru');
    await userEvent.click(screen.getByRole('button', { name: id.common.save }));
    await expect(await screen.findByText(id.success.updated)).toBeInTheDocument();
  },
};

/** A new password without the current one: the server's message on that field. */
export const FieldErrors: Story = {
  ...states.filled,
  play: async () => {
    await userEvent.type(await field(id.user.password), 'kata-sandi-baru-1');
    await userEvent.type(await field(id.user.passwordConfirm), 'kata-sandi-baru-1');
    await userEvent.click(screen.getByRole('button', { name: id.common.save }));
    await expect(await screen.findByText(id.server.currentPasswordRequired)).toBeInTheDocument();
  },
};

/** Every text at its longest. */
export const LongValues: Story = screenState({ path: '/profile', scenario: scenarios.longValues });
