import { id } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { commonStates, screenMeta, screenState } from '../../support/console';
import { asksBeforeLeaving, says } from '../../support/flows';

const meta = { title: 'Screens/Menus/Ordering', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/menu/ordering';
const states = commonStates(path, ['menus.ordering']);

/** The first menu of the tree, as its 'move up' button names it. */
const firstMenu = () =>
  screen.getAllByRole('button', { name: new RegExp(`^${id.menu.moveUp} `) })[0];

/** Moves Dashboard above the 'Utama' heading from the keyboard. */
async function moveDashboardUp() {
  const up = await screen.findByRole('button', { name: `${id.menu.moveUp} Dashboard` });
  up.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(firstMenu()).toBe(up));
}

/** The menus and submenus, each with its move buttons. */
export const Filled: Story = {
  ...states.filled,
  tags: ['visual'],
  play: says(id.menu.orderingTitle),
};
export const Loading: Story = states.loading;
export const ServerError: Story = { ...states.serverError, play: says(id.server.internal) };
/** Every menu name at its longest. */
export const LongValues: Story = screenState({ path, scenario: scenarios.longValues });

/** The main flow: reorder by keyboard, Simpan, and 'Berhasil'. */
export const ReorderByKeyboard: Story = {
  ...states.filled,
  play: async () => {
    await moveDashboardUp();
    await userEvent.click(screen.getByRole('button', { name: id.common.save }));
    await says(id.success.title)();
  },
};

/** A changed order asks before leaving. */
export const Dirty: Story = {
  ...states.filled,
  play: asksBeforeLeaving(moveDashboardUp, id.common.back),
};

/** A role that only reads is refused the ordering. */
export const ReadOnly: Story = {
  ...screenState({ path, scenario: scenarios.readOnly }),
  play: says(id.access.denied),
};
