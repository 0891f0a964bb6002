import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/render';
import { saveUser, type UserFields } from './save-user';

const fields: UserFields = {
  username: 'budi',
  password: '',
  password_confirm: '',
  name: 'Budi',
  path_photo: '/storage/uploads/a.png',
  roles: [2, 5],
};

describe('saveUser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates with both passwords and the roles as JSON text (spec §3 selected_role)', async () => {
    const calls = mockApi({ 'POST master/user': () => ({ data: null }) });
    await saveUser({ ...fields, password: 'rahasia-1', password_confirm: 'rahasia-1' });
    expect(calls[0]?.body).toEqual({
      username: 'budi',
      password: 'rahasia-1',
      password_confirm: 'rahasia-1',
      name: 'Budi',
      path_photo: '/storage/uploads/a.png',
      selected_role: '[2,5]',
    });
  });

  it('leaves the passwords out of an edit when none was typed, and sends what was read', async () => {
    const calls = mockApi({ 'PUT master/user': () => ({ data: null }) });
    await saveUser(fields, { id: 9, updated_at: '2026-11-22T01:00:00+00:00' });
    expect(calls[0]?.body).toEqual({
      id: 9,
      updated_at: '2026-11-22T01:00:00+00:00',
      username: 'budi',
      name: 'Budi',
      path_photo: '/storage/uploads/a.png',
      selected_role: '[2,5]',
    });
  });

  it('sends a new password on edit together with its confirmation', async () => {
    const calls = mockApi({ 'PUT master/user': () => ({ data: null }) });
    await saveUser(
      { ...fields, password: 'baru-sekali-1', password_confirm: 'baru-sekali-1' },
      { id: 9, updated_at: 'x' },
    );
    expect(calls[0]?.body).toMatchObject({
      password: 'baru-sekali-1',
      password_confirm: 'baru-sekali-1',
    });
  });
});
