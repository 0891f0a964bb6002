import { fill } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { field, screenMeta, screenState } from '../../support/console';
import { formScreenStories } from '../../support/screen-stories';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Users/Form', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = formScreenStories({
  add: '/master/user/tambah',
  edit: '/master/user/edit/1',
  resource: 'users',
  unique: { label: (t) => t.user.username, taken: 'user2' },
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
/** A user without a password: after 'Berhasil', the invitation link to hand over. */
export const Invite: Story = {
  ...screenState({ path: '/master/user/tambah' }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await userEvent.type(await field(t.user.username), 'budi');
    await userEvent.click(screen.getByRole('checkbox', { name: t.user.withoutPassword }));
    await userEvent.type(await field(t.user.name), 'Budi');
    const [role] = within(screen.getByRole('group', { name: t.user.roles })).getAllByRole(
      'checkbox',
    );
    await userEvent.click(role!);
    await userEvent.click(screen.getByRole('button', { name: t.common.save }));
    // 'Berhasil' first; closing it brings the link at once.
    await expect(await screen.findByText(t.success.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.common.close }));
    const shown = await screen.findByRole('dialog', { name: t.user.inviteTitle });
    // Whose link, how long it lives (the time it ends is the clock's).
    const intro = fill(t.user.linkIntro.split('{expires}')[0]!, { username: 'budi' });
    await expect(within(shown).getByText((text) => text.startsWith(intro))).toBeInTheDocument();
  },
};
