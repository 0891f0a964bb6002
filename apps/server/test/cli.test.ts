import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { someoneAdministers } from '../src/auth/lockout';
import { createAdmin, resetPassword } from '../src/cli/commands';
import { roleMenus, roles } from '../src/db/schema';
import { call, entry, login } from './support/client';
import { drivers, useHarness } from './support/harness';
import { testHasher } from './support/hasher';

describe.each(drivers)('command line on %s', (driver) => {
  const h = useHarness(driver);

  it('create-admin makes a user who signs in with the Admin role', async () => {
    await createAdmin(h.db, testHasher, 'alice', 'Alice', 'sandi-alice-1');
    const token = await login(h, { username: 'alice', password: 'sandi-alice-1' });
    const me = (await call(h, entry('auth.me'), {}, token)).body.data as {
      roles: { role_name: string }[];
    };
    expect(me.roles.map((r) => r.role_name)).toEqual(['Admin']);
  });

  it('create-admin is the way back when no one can administer any more', async () => {
    // As if the database had been changed behind the product's back.
    await h.db.update(roles).set({ status: 'DISABLE' }).where(eq(roles.role_name, 'Admin'));
    await h.db.delete(roleMenus).where(eq(roleMenus.id_role, h.fixtures.adminRoleId));
    expect(await someoneAdministers(h.db)).toBe(false);
    await createAdmin(h.db, testHasher, 'darurat', 'Darurat', 'sandi-darurat-1');
    expect(await someoneAdministers(h.db)).toBe(true);
    const token = await login(h, { username: 'darurat', password: 'sandi-darurat-1' });
    const created = await call(h, entry('roles.create'), { body: { role_name: 'Pulih' } }, token);
    expect(created.status).toBe(200);
  });

  it('reset-password changes the password and ends the sessions of that user', async () => {
    const before = await login(h);
    await resetPassword(h.db, testHasher, 'admin', 'sandi-baru-123');
    expect((await call(h, entry('auth.me'), {}, before)).status).toBe(401);
    await expect(login(h)).rejects.toThrow();
    expect(await login(h, { username: 'admin', password: 'sandi-baru-123' })).toBeTruthy();
  });

  it('refuses short passwords and unknown users', async () => {
    await expect(resetPassword(h.db, testHasher, 'admin', 'pendek')).rejects.toThrow(/at least 8/);
    await expect(resetPassword(h.db, testHasher, 'tidak-ada', 'cukup-panjang')).rejects.toThrow(
      /no user/,
    );
  });
});
