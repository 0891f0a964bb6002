import { fill } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { field, screenMeta } from '../../support/console';
import { formScreenStories } from '../../support/screen-stories';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Pages/Form', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = formScreenStories({
  add: '/master/page/tambah',
  edit: '/master/page/edit/1',
  resource: 'pages',
  unique: { label: (t) => t.page.name, taken: 'halaman-2' },
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

/** The builder's flow: Add Column on a row, its dialog, and the new column in the row. */
export const AddColumn: Story = {
  ...states.edit,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await states.edit.play({ globals });
    const row = fill(t.page.row, { number: 2 });
    await userEvent.click(screen.getByRole('button', { name: `${t.common.actions} ${row}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.page.addColumn }));
    const dialog = within(await screen.findByRole('dialog', { name: t.page.columnDialogTitle }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: new RegExp(`^${t.page.grid}`) }),
      fill(t.page.column, { grid: 12 }),
    );
    await userEvent.type(await field(t.page.componentFile), 'Clock');
    await userEvent.type(await field(t.page.order), '3');
    await userEvent.click(dialog.getByRole('button', { name: t.common.saveColumn }));
    const rowCard = within(screen.getByRole('region', { name: row }));
    await expect(await rowCard.findByText('Clock')).toBeInTheDocument();
  },
};
