import { fill, type Messages } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { field, screenMeta } from '../../support/console';
import { formScreenStories } from '../../support/screen-stories';
import { messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Pelaksanaan/Form', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = formScreenStories({
  add: '/master/pelaksanaan/tambah',
  edit: '/master/pelaksanaan/edit/1',
  resource: 'pelaksanaan',
  unique: { label: (t) => t.pelaksanaan.name, taken: 'Uji Kompetensi Gelombang 2' },
});

const code = (t: Messages, number: number) => field(fill(t.pelaksanaan.testCode, { number }));
const addCode = (t: Messages) =>
  userEvent.click(screen.getByRole('button', { name: t.pelaksanaan.addTestCode }));
const removeCode = (t: Messages, number: number) =>
  userEvent.click(
    screen.getByRole('button', { name: fill(t.pelaksanaan.removeTestCode, { number }) }),
  );
const save = (t: Messages) => userEvent.click(screen.getByRole('button', { name: t.common.save }));

/** The empty add form: one code row, which cannot be removed. */
export const Add: Story = states.add;
/** The edit form with its schedule and codes. */
export const Edit: Story = { ...states.edit, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** Every text at its longest, three long codes. */
export const LongValues: Story = states.longValues;
/** Simpan with a name another schedule holds: the server's 422 on that field. */
export const FieldErrors: Story = states.fieldErrors;
/** The main flow: a change, Simpan, and 'Berhasil'. */
export const Save: Story = states.save;
/** A changed form asks before leaving. */
export const Dirty: Story = states.dirty;
/** A role that only reads is refused the form. */
export const ReadOnly: Story = states.readOnly;
/** The session ended: back to sign-in, which says so. */
export const SessionEnded: Story = states.sessionEnded;

/** A code added (focus goes to it) and the first removed: the rest move up. */
export const AddAndRemoveCode: Story = {
  ...states.edit,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await states.edit.play({ globals });
    await waitFor(async () => expect(await code(t, 1)).toHaveValue('UK-01-A'));
    await addCode(t);
    const added = await code(t, 3);
    await waitFor(() => expect(added).toHaveFocus());
    await userEvent.type(added, 'UK-01-C');
    await removeCode(t, 1);
    await expect(await code(t, 1)).toHaveValue('UK-01-B');
    await expect(await code(t, 2)).toHaveValue('UK-01-C');
    const third = fill(t.pelaksanaan.testCode, { number: 3 });
    await expect(screen.queryByRole('textbox', { name: third })).toBeNull();
  },
};

/** The form's own check: a blank code and one written twice are marked before anything is sent. */
export const CodeChecks: Story = {
  ...states.edit,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await states.edit.play({ globals });
    await waitFor(async () => expect(await code(t, 1)).toHaveValue('UK-01-A'));
    await addCode(t);
    await addCode(t);
    await userEvent.type(await code(t, 4), 'uk-01-a');
    await save(t);
    await waitFor(async () =>
      expect(await code(t, 3)).toHaveAccessibleDescription(
        fill(t.validation.required, { field: t.pelaksanaan.testCodes }),
      ),
    );
    await expect(await code(t, 4)).toHaveAccessibleDescription(
      // The form's own check, in the console's language.
      fill(t.server.testCodeRepeated, { code: 'uk-01-a' }),
    );
  },
};

/** A code another schedule holds: the server's 422 on that code. */
export const CodeTaken: Story = {
  ...states.edit,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await states.edit.play({ globals });
    await waitFor(async () => expect(await code(t, 1)).toHaveValue('UK-01-A'));
    await addCode(t);
    await userEvent.type(await code(t, 3), 'UK-02-A');
    await save(t);
    await waitFor(async () =>
      expect(await code(t, 3)).toHaveAccessibleDescription(
        fill(serverTexts.server.testCodeDuplicate, { code: 'UK-02-A' }),
      ),
    );
  },
};
