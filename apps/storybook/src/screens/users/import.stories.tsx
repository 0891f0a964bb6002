import { fill } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { localeOf, messagesOf, serverTexts } from '../../support/messages';

const meta = { title: 'Screens/Users/Import', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const u = t.userImport;
    await userEvent.click(await screen.findByRole('button', { name: u.button }));
    const dialog = within(await screen.findByRole('dialog', { name: u.title }));
    await userEvent.upload(dialog.getByLabelText(u.file), file);
    await says(fill(u.summary, { rows: 3, errors: 2 }))({ globals });
    await expect(
      await dialog.findByText(`${t.user.username}: ${serverTexts.server.duplicate}`),
    ).toBeVisible();
    // The server's words; a message that already names its field ('Role tidak dikenal: …') is
    // not prefixed again, which only the Indonesian field name ('Role') can tell.
    const unknown = fill(serverTexts.server.importUnknownRoles, { roles: 'Penguji Tamu' });
    const shown = localeOf(globals.locale) === 'id' ? unknown : `${t.user.roles}: ${unknown}`;
    await expect(dialog.getByText(shown)).toBeVisible();
    await expect(dialog.getByRole('button', { name: u.submit })).toBeDisabled();
  },
};
