import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Configuration', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/konfigurasi';
const states = commonStates(path, ['configs.get']);

/** One input per key, Reset and Simpan. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = {
  ...states.serverError,
  play: says(serverTexts.server.internal),
};

/** The main flow: save, and the success text. */
export const Save: Story = {
  ...states.filled,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await userEvent.click(await screen.findByRole('button', { name: t.common.save }));
    await says(t.server.configSaved)({ globals });
  },
};

/** Every value at its longest. */
export const LongValues: Story = screenState({ path, scenario: scenarios.longValues });

/** A role that only reads: the inputs are locked and no write action shows. */
export const ReadOnly: Story = {
  ...screenState({ path, scenario: scenarios.readOnly }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await screen.findByText('CAPTCHA');
    await expect(screen.queryByRole('button', { name: t.common.save })).toBeNull();
  },
};
