import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render';
import { UserForm } from './user-form';

describe('UserForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('locks, with the reason, the roles the signed-in role may not assign', async () => {
    mockApi({
      'GET referensi/role-active': () => ({
        data: {
          referensi: [
            { id_role: 1, role_name: 'Admin', grantable: false },
            { id_role: 7, role_name: 'Auditor', grantable: true },
          ],
        },
      }),
    });
    renderInApp(<UserForm />);
    const admin = await screen.findByRole('checkbox', { name: 'Admin' });
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(id.user.roleLocked);
    expect(screen.getByRole('checkbox', { name: 'Auditor' })).toBeEnabled();
  });
});
