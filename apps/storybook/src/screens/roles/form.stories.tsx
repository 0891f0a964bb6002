import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../../support/console';
import { formScreenStories } from '../../support/screen-stories';

const meta = { title: 'Screens/Roles/Form', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = formScreenStories({
  add: '/master/role/tambah',
  edit: '/master/role/edit/1',
  resource: 'roles',
  unique: { label: (t) => t.role.name, taken: 'Manager 2' },
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
