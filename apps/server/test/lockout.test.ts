import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { someoneAdministers } from '../src/auth/lockout';
import { roleMenus } from '../src/db/schema';
import { call, entry } from './support/client';
import { drivers, useHarness } from './support/harness';
import { menuIds, personWith, roleWith } from './support/people';

// DECISIONS "No lock-out": no change leaves no one able to administer.
describe.each(drivers)('no way to lock every administrator out, on %s', (driver) => {
  const h = useHarness(driver);

  /** A second administrator: a role of its own with every right the Admin role has. */
  async function secondAdmin(name: string) {
    const role = await roleWith(h, `Super ${name}`, []);
    const rights = await h.db
      .select()
      .from(roleMenus)
      .where(eq(roleMenus.id_role, h.fixtures.adminRoleId));
    await h.db.insert(roleMenus).values(rights.map((r) => ({ ...r, id_role: role })));
    return { role, ...(await personWith(h, name, [role])) };
  }

  const disableUser = (id: number, token: string) =>
    call(h, entry('users.setStatus'), { body: { id, status: 'DISABLE' } }, token);

  it('an admin cannot disable its own account', async () => {
    const answer = await disableUser(h.fixtures.adminId, h.tokens.admin);
    expect(answer.status).toBe(409);
    expect(answer.body.data).toBe(texts.server.ownAccount);
  });

  it('an admin cannot disable or delete its own active role', async () => {
    const answer = await call(
      h,
      entry('roles.setStatus'),
      { body: { id: h.fixtures.adminRoleId, status: 'DISABLE' } },
      h.tokens.admin,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.data).toBe(texts.server.ownRole);
    const removed = await call(
      h,
      entry('roles.remove'),
      { body: { id_role: h.fixtures.adminRoleId } },
      h.tokens.admin,
    );
    expect(removed.status).toBe(409);
  });

  it('the Admin role can be disabled only while another administrator remains', async () => {
    const other = await secondAdmin('super-dua');
    // Another administrator may disable the demo admin's Admin role...
    const first = await call(
      h,
      entry('roles.setStatus'),
      { body: { id: h.fixtures.adminRoleId, status: 'DISABLE' } },
      other.token,
    );
    expect(first.status).toBe(200);
    // ...but not disable the admin menu of User, which would leave no one at all: a
    // disabled menu grants no right (so it could not be deleted either).
    const userMenu = (await menuIds(h, ['all-user'])).get('all-user')!;
    const disabled = await call(
      h,
      entry('menus.setStatus'),
      { body: { id: userMenu, status: 'DISABLE' } },
      other.token,
    );
    expect(disabled.status).toBe(409);
    expect(disabled.body.data).toBe(texts.server.lockout);
    expect(await someoneAdministers(h.db)).toBe(true);
  });

  it("the spec's role-menu payload keeps the write flags of menus that stay", async () => {
    const rights = await h.db
      .select()
      .from(roleMenus)
      .where(eq(roleMenus.id_role, h.fixtures.adminRoleId));
    const answer = await call(
      h,
      entry('menus.saveMenuRole'),
      {
        body: {
          id_role: h.fixtures.adminRoleId,
          menu_data: JSON.stringify(rights.map((r) => r.id_menu_master)),
        },
      },
      h.tokens.admin,
    );
    expect(answer.status).toBe(200);
    const after = await h.db
      .select()
      .from(roleMenus)
      .where(eq(roleMenus.id_role, h.fixtures.adminRoleId));
    expect(after.filter((r) => r.is_write)).toHaveLength(rights.filter((r) => r.is_write).length);
    // The administrator can still write.
    const role = await call(
      h,
      entry('roles.create'),
      { body: { role_name: 'Masih Bisa' } },
      h.tokens.admin,
    );
    expect(role.status).toBe(200);
  });

  it('a role-menu save that takes the last administrator’s rights is refused', async () => {
    const keep = (await menuIds(h, ['all-role', 'all-menu'])).values();
    const answer = await call(
      h,
      entry('menus.saveMenuRole'),
      {
        body: {
          id_role: h.fixtures.adminRoleId,
          menu_data: JSON.stringify([...keep]),
          menu_write: JSON.stringify([]),
        },
      },
      h.tokens.admin,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.data).toBe(texts.server.lockout);
    expect(await someoneAdministers(h.db)).toBe(true);
  });

  it('two administrators disabling each other at once: one of them stays', async () => {
    const a = await secondAdmin('super-a');
    const b = await secondAdmin('super-b');
    expect((await disableUser(h.fixtures.adminId, a.token)).status).toBe(200);
    const answers = await Promise.all([
      disableUser(b.userId, a.token),
      disableUser(a.userId, b.token),
    ]);
    const statuses = answers.map((x) => x.status).sort();
    // Either one wins and the other is refused as the last administrator, or the second
    // caller's session was ended by the first (401): never both disabled.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 401 || s === 409)).toBe(true);
    expect(await someoneAdministers(h.db)).toBe(true);
  });
});
