import { scenarios } from '@cermat/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { commonStates, field, screenMeta, screenState } from '../../support/console';
import { asksBeforeLeaving, says, type Play } from '../../support/flows';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Menus/Role menu', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/menu/role-menu';
const states = commonStates(path, ['references.roleActive', 'menus.ordering']);

/** Chooses a role that holds no menus yet: its tree of access and write ticks. */
const chooseRole: Play = async ({ globals }) => {
  const select = await field(messagesOf(globals).menu.roleSelect);
  await screen.findByRole('option', { name: 'Manager 2' });
  await userEvent.selectOptions(select, 'Manager 2');
  await screen.findByRole('checkbox', { name: 'Dashboard' });
};

/** Gives the chosen role the Dashboard. */
const grantDashboard: Play = async (context) => {
  await chooseRole(context);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
  await expect(screen.getByRole('checkbox', { name: 'Dashboard' })).toBeChecked();
};

/** Only the role choice, before one is made. */
export const Filled: Story = { ...states.filled, play: says((t) => t.menu.roleMenuSubtitle) };
/** A role chosen: every menu with its access and write ticks. */
export const RoleChosen: Story = { ...states.filled, tags: ['visual'], play: chooseRole };
export const Loading: Story = states.loading;
export const ServerError: Story = {
  ...states.serverError,
  play: says(serverTexts.server.internal),
};

/** The main flow: tick a menu, Simpan, and the server's success text. */
export const Save: Story = {
  ...states.filled,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await grantDashboard({ globals });
    await userEvent.click(screen.getByRole('button', { name: t.common.save }));
    await says(t.success.menuConfigSaved)({ globals });
  },
};

/** Unsaved ticks ask before leaving. */
export const Dirty: Story = {
  ...states.filled,
  play: asksBeforeLeaving(grantDashboard),
};

/** A role that only reads is refused the screen. */
export const ReadOnly: Story = {
  ...screenState({ path, scenario: scenarios.readOnly }),
  play: says((t) => t.access.denied),
};
