import type { Messages } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { asksBeforeLeaving, says, type Play } from '../../support/flows';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Menus/Ordering', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/menu/ordering';
const states = commonStates(path, ['menus.ordering']);

/** The first menu of the tree, as its 'move up' button names it. */
const firstMenu = (t: Messages) =>
  screen.getAllByRole('button', { name: new RegExp(`^${t.menu.moveUp} `) })[0];

/** Moves Dashboard above the 'Utama' heading from the keyboard. */
const moveDashboardUp: Play = async ({ globals }) => {
  const t = messagesOf(globals);
  const up = await screen.findByRole('button', { name: `${t.menu.moveUp} Dashboard` });
  up.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(firstMenu(t)).toBe(up));
};

/** The menus and submenus, each with its move buttons. */
export const Filled: Story = {
  ...states.filled,
  tags: ['visual'],
  play: says((t) => t.menu.orderingTitle),
};
export const Loading: Story = states.loading;
export const ServerError: Story = {
  ...states.serverError,
  play: says(serverTexts.server.internal),
};
/** Every menu name at its longest. */
export const LongValues: Story = screenState({ path, scenario: scenarios.longValues });

/** The main flow: reorder by keyboard, Simpan, and 'Berhasil'. */
export const ReorderByKeyboard: Story = {
  ...states.filled,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await moveDashboardUp({ globals });
    await userEvent.click(screen.getByRole('button', { name: t.common.save }));
    await says(t.success.title)({ globals });
  },
};

/** A changed order asks before leaving. */
export const Dirty: Story = {
  ...states.filled,
  play: asksBeforeLeaving(moveDashboardUp),
};

/** A role that only reads is refused the ordering. */
export const ReadOnly: Story = {
  ...screenState({ path, scenario: scenarios.readOnly }),
  play: says((t) => t.access.denied),
};
