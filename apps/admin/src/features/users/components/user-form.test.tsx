import { id } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import { useMockApi } from '@cermat/mocks/node';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render';
import { UserForm } from './user-form';

describe('UserForm', () => {
  it('locks, with the reason, the roles the signed-in role may not assign', async () => {
    // The signed-in role only reads; role 2 writes a menu, so it is beyond its grant.
    const { store } = useMockApi(scenarios.readOnly);
    store.roleMenus.set(2, { read: [1], write: [1], updated_at: '2026-01-01T00:00:00.000Z' });
    renderInApp(<UserForm />);
    const locked = await screen.findByRole('checkbox', { name: 'Manager 2' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription(id.user.roleLocked);
    expect(screen.getByRole('checkbox', { name: 'Admin 1' })).toBeEnabled();
  });
});
