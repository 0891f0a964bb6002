import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { commonStates, field, screenMeta, screenState } from '../../support/console';
import { asksBeforeLeaving, loaded, retyping, savedWithSuccess, says } from '../../support/flows';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Profile', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/profile';
const states = commonStates(path, ['auth.me']);

/** The signed-in user's own form. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = {
  ...states.serverError,
  play: says(serverTexts.server.internal),
};

/** The main flow: a new name, saved, and the success dialog. */
export const Save: Story = {
  ...states.filled,
  play: savedWithSuccess((t) => t.user.name, 'Administrator Baru'),
};

/** A new password without the current one: the server's message on that field. */
export const FieldErrors: Story = {
  ...states.filled,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    // Typed before the profile arrived, the password would be wiped by the load.
    await loaded(t.user.name)({ globals });
    await userEvent.type(await field(t.user.password), 'kata-sandi-baru-1');
    await userEvent.type(await field(t.user.passwordConfirm), 'kata-sandi-baru-1');
    await userEvent.click(screen.getByRole('button', { name: t.common.save }));
    await expect(
      await screen.findByText(serverTexts.server.currentPasswordRequired),
    ).toBeInTheDocument();
  },
};

/** A changed name asks before leaving. */
export const Dirty: Story = {
  ...states.filled,
  play: asksBeforeLeaving(retyping((t) => t.user.name)),
};

/** Every text at its longest. */
export const LongValues: Story = screenState({ path, scenario: scenarios.longValues });

/** The session ended: back to sign-in, which says so. */
export const SessionEnded: Story = {
  ...screenState({ path, scenario: scenarios.sessionEnded }),
  play: says((t) => t.error.sessionEnded),
};
