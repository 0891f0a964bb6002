import { id } from '@cermat/core';
import { FormAlert, TextField, fieldError, type FormErrors } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../support/messages';

/** A failed save: a string becomes one red alert, a field map red messages at the fields. */
function FailedSave({ errors }: { errors: FormErrors }) {
  const m = useMessages();
  return (
    <form className="grid max-w-xl gap-4 rounded-lg bg-surface p-5 shadow-sm">
      <FormAlert error={errors} />
      <TextField
        label={m.user.username}
        value="admin"
        onChange={() => {}}
        error={fieldError(errors, 'username')}
      />
      <TextField
        label={m.user.name}
        value=""
        onChange={() => {}}
        error={fieldError(errors, 'name')}
      />
    </form>
  );
}

const meta = {
  title: 'Kit/Forms/Form errors',
  component: FailedSave,
  tags: ['autodocs'],
  args: { errors: id.error.title },
} satisfies Meta<typeof FailedSave>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StringError: Story = {};
export const FieldMap: Story = {
  args: {
    errors: {
      username: ['Data sudah ada.', 'second message is not shown'],
      name: ['Nama wajib diisi.'],
    },
  },
};
export const LongMessage: Story = {
  args: {
    errors:
      'Tidak dapat terhubung ke server. Silahkan coba kembali beberapa saat lagi. Bila masalah berlanjut hubungi administrator sistem unit pelaksanaan sertifikasi.',
  },
};
