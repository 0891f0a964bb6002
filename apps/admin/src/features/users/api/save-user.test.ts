import { useMockApi } from '@cermat/mocks/node';
import { describe, expect, it } from 'vitest';
import { saveUser, type UserFields } from './save-user';

const fields: UserFields = {
  username: 'budi',
  password: '',
  password_confirm: '',
  name: 'Budi',
  path_photo: '/storage/uploads/a.png',
  roles: [2, 5],
  invite: false,
};

/** The body the server received for the one call the test made. */
const sentBody = (api: ReturnType<typeof useMockApi>) => api.calls.at(-1)?.body;

describe('saveUser', () => {
  it('creates with both passwords and the roles as JSON text (spec §3 selected_role)', async () => {
    const api = useMockApi();
    await saveUser({ ...fields, password: 'rahasia-1', password_confirm: 'rahasia-1' });
    expect(sentBody(api)).toEqual({
      username: 'budi',
      password: 'rahasia-1',
      password_confirm: 'rahasia-1',
      name: 'Budi',
      path_photo: '/storage/uploads/a.png',
      selected_role: '[2,5]',
    });
    expect(api.store.lists.users.at(-1)).toMatchObject({
      username: 'budi',
      selected_role: '[2,5]',
    });
  });

  it('invites without any password and answers the link to hand over', async () => {
    const api = useMockApi();
    const link = await saveUser({ ...fields, invite: true });
    expect(api.calls.at(-1)?.name).toBe('users.invite');
    expect(sentBody(api)).toEqual({
      username: 'budi',
      name: 'Budi',
      path_photo: '/storage/uploads/a.png',
      selected_role: '[2,5]',
    });
    expect(link?.token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('leaves the passwords out of an edit when none was typed, and sends what was read', async () => {
    const api = useMockApi();
    const read = String(api.store.lists.users[8]?.updated_at);
    await saveUser(fields, { id: 9, updated_at: read });
    expect(sentBody(api)).toEqual({
      id: 9,
      updated_at: read,
      username: 'budi',
      name: 'Budi',
      path_photo: '/storage/uploads/a.png',
      selected_role: '[2,5]',
    });
  });

  it('sends a new password on edit together with its confirmation', async () => {
    const api = useMockApi();
    await saveUser(
      { ...fields, password: 'baru-sekali-1', password_confirm: 'baru-sekali-1' },
      { id: 9, updated_at: String(api.store.lists.users[8]?.updated_at) },
    );
    expect(sentBody(api)).toMatchObject({
      password: 'baru-sekali-1',
      password_confirm: 'baru-sekali-1',
    });
  });
});
