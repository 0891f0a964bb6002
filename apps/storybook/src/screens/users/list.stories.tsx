import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenMeta, screenState } from '../../support/console';
import { listScreenStories } from '../../support/screen-stories';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Users/List', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStories({
  path: '/master/user',
  resource: 'users',
  search: { term: 'Pengguna 1', kept: 'Pengguna 10', dropped: 'Pengguna 2' },
  disable: 'Pengguna 2',
});

export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** 'Data Tidak Tersedia'. */
export const Empty: Story = states.empty;
/** 500 rows on one page. */
export const ManyRows: Story = states.manyRows;
/** Every text column at its longest. */
export const LongValues: Story = states.longValues;
/** A role that only reads: no add link, no row actions. */
export const ReadOnly: Story = states.readOnly;
/** The main flow: search, and only the matching rows remain. */
export const Search: Story = states.search;
/** Disable a row: the question, 'Berhasil', and the row leaves the enabled list. */
export const Disable: Story = states.disable;
/** 'Atur ulang password' on a row: the question, then the link to hand over (24 h, once). */
export const ResetPassword: Story = {
  ...screenState({ path: '/master/user' }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const [first] = await screen.findAllByRole('button', { name: t.user.resetPassword });
    await userEvent.click(first!);
    const ask = await screen.findByRole('alertdialog', { name: t.user.resetPassword });
    await userEvent.click(within(ask).getByRole('button', { name: t.confirm.yes }));
    const shown = await screen.findByRole('dialog', { name: t.user.resetTitle });
    const address = within(shown).getByLabelText<HTMLInputElement>(t.user.linkLabel);
    await expect(address.value).toContain('#/set-password?token=');
  },
};
