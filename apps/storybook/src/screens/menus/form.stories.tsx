import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { field, screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { formScreenStories } from '../../support/screen-stories';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Menus/Form', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = formScreenStories({
  add: '/master/menu/tambah',
  edit: '/master/menu/edit/2',
  resource: 'menus',
  unique: { label: (t) => t.menu.linkName, taken: 'all-role' },
});

/** The empty add form. */
export const Add: Story = states.add;
/** The edit form with its record. */
export const Edit: Story = { ...states.edit, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** Every text at its longest. */
export const LongValues: Story = states.longValues;
/** Simpan with a name another record holds: the server's 422 on that field. */
export const FieldErrors: Story = states.fieldErrors;
/** The main flow: a change, Simpan, and 'Berhasil'. */
export const Save: Story = states.save;
/** A changed form asks before leaving. */
export const Dirty: Story = states.dirty;
/** A role that only reads is refused the form. */
export const ReadOnly: Story = states.readOnly;
/** The session ended: back to sign-in, which says so. */
export const SessionEnded: Story = states.sessionEnded;

/**
 * A group (a MENU that only holds submenus, 'Master'): no link path or name, and it saves
 * as it is; the hint says how a group is made.
 */
export const GroupMenu: Story = {
  ...screenState({ path: '/master/menu/edit/3' }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await expect(await field(t.menu.name)).toHaveValue('Master');
    await expect(await field(t.menu.linkPath)).toHaveValue('');
    await says(t.menu.groupHint)({ globals });
    await userEvent.click(screen.getByRole('button', { name: t.common.save }));
    await says(t.success.title)({ globals });
  },
};
