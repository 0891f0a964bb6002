import { fill, id } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';

const meta = { title: 'Screens/Users/Import', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const u = id.userImport;

/** A users CSV as the export writes it: a taken username, a new user, an unknown role. */
const file = new File(
  [
    [
      'user_id,username,name,status,created_at,updated_at,roles',
      ',user2,Pengguna Lama,ENABLE,,,Admin 1',
      ',sari.baru,Sari Baru,ENABLE,,,Admin 1',
      ',tono.baru,Tono Baru,ENABLE,,,Penguji Tamu',
    ].join('\r\n'),
  ],
  'users.csv',
  { type: 'text/csv' },
);

/** The preview names each row's errors; Impor waits until there are none. */
export const PreviewWithErrors: Story = {
  ...screenState({ path: '/master/user' }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: u.button }));
    const dialog = within(await screen.findByRole('dialog', { name: u.title }));
    await userEvent.upload(dialog.getByLabelText(u.file), file);
    await says(fill(u.summary, { rows: 3, errors: 2 }))();
    await expect(
      await dialog.findByText(`${id.user.username}: ${id.server.duplicate}`),
    ).toBeVisible();
    await expect(
      // A message that already names its field ('Role tidak dikenal: …') is not prefixed again.
      dialog.getByText(fill(id.server.importUnknownRoles, { roles: 'Penguji Tamu' })),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: u.submit })).toBeDisabled();
  },
};
