import type { Messages } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Roles/Hak Akses', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/role';
const role = 'Manager 2';

/** Opens the 'Hak Akses' modal of one role from its row (a card on a phone). */
async function openAccess(t: Messages) {
  await screen.findAllByText(role);
  const holder = [...screen.queryAllByRole('row'), ...screen.queryAllByRole('listitem')].find(
    (found) =>
      within(found).queryByText(role) &&
      within(found).queryByRole('button', { name: t.role.accessRights }),
  );
  await userEvent.click(within(holder!).getByRole('button', { name: t.role.accessRights }));
}

/** The role's menus, execution schedule and test codes. */
export const Filled: Story = {
  ...screenState({ path }),
  tags: ['visual'],
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openAccess(t);
    await expect(await screen.findByRole('dialog', { name: t.role.modalEditTitle })).toBeVisible();
  },
};
/** The server still looks the role's access up. */
export const Loading: Story = {
  ...screenState({ path, scenario: { pending: { entries: ['roleAccess.detail'] } } }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openAccess(t);
    await says(t.common.loading)({ globals });
  },
};
/** The lookup failed: the modal says so. */
export const ServerError: Story = {
  ...screenState({ path, scenario: { fail: { status: 500, entries: ['roleAccess.detail'] } } }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openAccess(t);
    await says(t.error.roleLoadFailed)({ globals });
  },
};

/** Simpan with a name another role holds: the server's refusal, the modal stays. */
export const FieldErrors: Story = {
  ...screenState({ path }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openAccess(t);
    const dialog = within(await screen.findByRole('dialog', { name: t.role.modalEditTitle }));
    const name = dialog.getByRole('textbox', { name: new RegExp(`^${t.role.name}`) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin 1');
    await userEvent.click(dialog.getByRole('button', { name: t.common.save }));
    await says(t.error.title)({ globals });
  },
};

/** The main flow: Simpan, and 'Berhasil'. */
export const Save: Story = {
  ...screenState({ path }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openAccess(t);
    const dialog = within(await screen.findByRole('dialog', { name: t.role.modalEditTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.common.save }));
    await says(t.success.title)({ globals });
  },
};

/**
 * A real role's every menu: the body scrolls, the title and Simpan stay in view, so the
 * mouse reaches Simpan without the keyboard.
 */
export const Scrolled: Story = {
  ...screenState({ path }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openAccess(t);
    const dialog = await screen.findByRole('dialog', { name: t.role.modalEditTitle });
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(body).not.toBeNull();
    body!.scrollTop = body!.scrollHeight;
    const simpan = within(dialog).getByRole('button', { name: t.common.save });
    const { bottom } = simpan.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(simpan);
    await says(t.success.title)({ globals });
  },
};
