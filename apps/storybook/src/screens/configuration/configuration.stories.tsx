import { id } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { commonStates, screenMeta, screenState } from '../console';

const meta = { title: 'Screens/Configuration', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/konfigurasi';
const states = commonStates(path);

/** One input per key, Reset and Simpan. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;

/** The main flow: save, and the server's success text. */
export const Save: Story = {
  ...states.filled,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: id.common.save }));
    await expect(await screen.findByText(id.server.configSaved)).toBeInTheDocument();
  },
};

/** A role that only reads: the inputs are locked and no write action shows. */
export const ReadOnly: Story = {
  ...screenState({ path, scenario: scenarios.readOnly }),
  play: async () => {
    await screen.findByText('CAPTCHA');
    await expect(screen.queryByRole('button', { name: id.common.save })).toBeNull();
  },
};
