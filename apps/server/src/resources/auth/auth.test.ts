import { id as texts } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { API, call, login, entry } from '../../../test/support/client';
import { FIXTURE_PASSWORD, people } from '../../../test/support/fixtures';
import { drivers, useHarness } from '../../../test/support/harness';
import { userStamp } from '../../../test/support/inputs';
import { sessions } from '../../db/schema';

describe.each(drivers)('sign-in and sessions on %s', (driver) => {
  const h = useHarness(driver);

  const attempt = (username: string, password: string, address = '10.0.0.1') =>
    call(h, entry('auth.login'), { body: { username, password } }, undefined, {
      'x-forwarded-for': address,
    });
  const me = (token: string) => call(h, entry('auth.me'), {}, token);

  it('signs in with the roles, their menus and the active role; the hash never shows', async () => {
    const answer = await attempt('admin', 'admin12345');
    expect(answer.status).toBe(200);
    const data = entry('auth.login').data.parse(answer.body.data) as {
      access_token: string;
      roles: {
        id_role: number;
        role_name: string;
        menu_access: { menu_master_link_name: string | null; is_write: number }[];
      }[];
      active_role_id: number;
    };
    expect(data.access_token.length).toBeGreaterThanOrEqual(22);
    expect(data.roles.map((r) => r.role_name)).toEqual(['Admin', 'Manager', 'PMK', 'SPK']);
    expect(data.active_role_id).toBe(h.fixtures.adminRoleId);
    const admin = data.roles[0]!.menu_access.find((m) => m.menu_master_link_name === 'all-user');
    expect(admin?.is_write).toBe(1);
    expect(JSON.stringify(answer.body)).not.toMatch(/password_hash|\$argon2/);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await attempt('admin', 'salah-sekali');
    const unknown = await attempt('tidak-ada', 'salah-sekali');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.data).toBe(texts.server.loginFailed);
  });

  const expectRefused = (answer: Awaited<ReturnType<typeof attempt>>) => {
    expect(answer.status).toBe(429);
    expect(answer.body.data).toBe(texts.server.throttled);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  };

  it('refuses a username from an address that failed on it (429); other addresses sign in', async () => {
    for (let i = 0; i < h.config.throttle.userMax; i++)
      expect((await attempt('admin', 'salah', '10.0.1.1')).status).toBe(401);
    expectRefused(await attempt('admin', 'admin12345', '10.0.1.1'));
    expect((await attempt('admin', 'admin12345', '10.0.2.1')).status).toBe(200);
    expect((await attempt('pembaca', FIXTURE_PASSWORD, '10.0.1.1')).status).toBe(200);
  });

  it('failures of a username from many addresses never refuse it from another one', async () => {
    for (let i = 0; i < h.config.throttle.userMax; i++)
      expect((await attempt('admin', 'salah', `10.0.1.${i}`)).status).toBe(401);
    expect((await attempt('admin', 'admin12345', '10.0.2.1')).status).toBe(200);
  });

  it('throttles an address after repeated failures across usernames (429)', async () => {
    for (let i = 0; i < h.config.throttle.ipMax; i++)
      expect((await attempt(`orang-${i}`, 'salah', '10.9.9.9')).status).toBe(401);
    expectRefused(await attempt('admin', 'admin12345', '10.9.9.9'));
    expect((await attempt('admin', 'admin12345', '10.9.9.8')).status).toBe(200);
  });

  it('no answer of the API may be stored by a cache (the sign-in holds the token)', async () => {
    const answers = [
      (await attempt('admin', 'admin12345')).headers,
      (await attempt('admin', 'salah')).headers,
      (await me(h.tokens.admin)).headers,
      (await h.app.request(`${API}/tidak-ada`)).headers,
      (await h.app.request('/backend/api/openapi.json')).headers,
    ];
    for (const headers of answers) expect(headers.get('cache-control')).toBe('no-store');
  });

  it('logout revokes the token at once', async () => {
    const token = await login(h);
    expect((await call(h, entry('auth.checkToken'), {}, token)).status).toBe(200);
    expect((await call(h, entry('auth.logout'), {}, token)).status).toBe(200);
    const after = await call(h, entry('auth.checkToken'), {}, token);
    expect(after.status).toBe(401);
    expect(after.body.data).toBe(texts.server.unauthorized);
  });

  it('refuses a malformed or unknown bearer token with 401', async () => {
    for (const header of [
      'Bearer',
      'Bearer ' + 'x'.repeat(600),
      'Basic abc',
      'Bearer bukan-token',
    ]) {
      const res = await h.app.request(`${API}/auth/me`, { headers: { authorization: header } });
      expect(res.status).toBe(401);
    }
  });

  it('disabling a user ends their sessions', async () => {
    const token = await login(h, people.reader);
    const f = h.fixtures;
    const answer = await call(
      h,
      entry('users.setStatus'),
      { body: { id: f.readerId, status: 'DISABLE', updated_at: await userStamp(h, f.readerId) } },
      h.tokens.admin,
    );
    expect(answer.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    // With its right password the account is told it is disabled; a wrong one learns nothing.
    const right = await attempt('pembaca', FIXTURE_PASSWORD);
    expect([right.status, right.body.data]).toEqual([403, texts.server.accountDisabled]);
    const wrong = await attempt('pembaca', 'salah-sekali');
    expect([wrong.status, wrong.body.data]).toEqual([401, texts.server.loginFailed]);
  });

  it("an admin changing a user's password or roles ends that user's sessions", async () => {
    const f = h.fixtures;
    const edit = async (extra: Record<string, unknown>) =>
      call(
        h,
        entry('users.update'),
        {
          body: {
            id: f.readerId,
            username: 'pembaca',
            name: 'Pembaca',
            selected_role: JSON.stringify([f.readerRoleId]),
            updated_at: await userStamp(h, f.readerId),
            ...extra,
          },
        },
        h.tokens.admin,
      );
    let token = await login(h, people.reader);
    expect((await edit({})).status).toBe(200);
    expect((await me(token)).status).toBe(200);

    expect(
      (await edit({ password: 'kata-sandi-baru', password_confirm: 'kata-sandi-baru' })).status,
    ).toBe(200);
    expect((await me(token)).status).toBe(401);

    token = await login(h, { username: 'pembaca', password: 'kata-sandi-baru' });
    expect(
      (await edit({ selected_role: JSON.stringify([f.readerRoleId, f.noAccessRoleId]) })).status,
    ).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('switch-role accepts a held role and refuses one the user does not hold', async () => {
    const f = h.fixtures;
    const held = (await call(h, entry('auth.me'), {}, h.tokens.admin)).body.data as {
      roles: { id_role: number }[];
    };
    const other = held.roles[1]!.id_role;
    const ok = await call(
      h,
      entry('auth.switchRole'),
      { body: { id_role: other } },
      h.tokens.admin,
    );
    expect(ok.status).toBe(200);
    expect((ok.body.data as { active_role_id: number }).active_role_id).toBe(other);
    expect(ok.body.meta.message).toBe(texts.success.roleSwitched);
    const refused = await call(
      h,
      entry('auth.switchRole'),
      { body: { id_role: f.noAccessRoleId } },
      h.tokens.admin,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBe(texts.server.roleNotHeld);
  });

  it('rights follow the active role: Manager may read users but not write them', async () => {
    const held = (await me(h.tokens.admin)).body.data as {
      roles: { id_role: number; role_name: string }[];
    };
    const manager = held.roles.find((r) => r.role_name === 'Manager')!.id_role;
    await call(h, entry('auth.switchRole'), { body: { id_role: manager } }, h.tokens.admin);
    expect(
      (await call(h, entry('users.list'), { query: { draw: 1 } }, h.tokens.admin)).status,
    ).toBe(200);
    const write = await call(
      h,
      entry('roles.create'),
      { body: { role_name: 'Tidak Boleh' } },
      h.tokens.admin,
    );
    expect(write.status).toBe(403);
    expect(write.body.data).toBe(texts.server.forbidden);
  });

  it('a profile password change needs the current password and ends the other sessions', async () => {
    const f = h.fixtures;
    const other = await login(h, people.reader);
    const current = await login(h, people.reader);
    const change = async (current_password: string) =>
      call(
        h,
        entry('auth.updateProfile'),
        {
          body: {
            name: 'Pembaca Baru',
            current_password,
            password: 'sandi-profil-1',
            password_confirm: 'sandi-profil-1',
            updated_at: await userStamp(h, f.readerId),
          },
        },
        current,
      );
    const refused = await change('bukan-sandinya');
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ current_password: [texts.server.currentPasswordWrong] });
    const ok = await change(FIXTURE_PASSWORD);
    expect(ok.status).toBe(200);
    expect((ok.body.data as { name: string }).name).toBe('Pembaca Baru');
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
  });

  it('check-access-menu maps routes to their menus and writes to is_write', async () => {
    const f = h.fixtures;
    const check = async (token: string, role_id: number, link_name: string) =>
      (
        (await call(h, entry('auth.checkAccessMenu'), { query: { role_id, link_name } }, token))
          .body.data as {
          status_access: number;
        }
      ).status_access;
    expect(await check(h.tokens.reader, f.readerRoleId, 'all-role')).toBe(1);
    expect(await check(h.tokens.reader, f.readerRoleId, 'add-role')).toBe(0);
    expect(await check(h.tokens.admin, f.adminRoleId, 'add-role')).toBe(1);
    expect(await check(h.tokens.noAccess, f.noAccessRoleId, 'all-role')).toBe(0);
    // A role the caller does not hold tells nothing.
    expect(await check(h.tokens.noAccess, f.adminRoleId, 'all-role')).toBe(0);
  });

  it('get-hak-akses answers the flags of a held role on a menu label', async () => {
    const f = h.fixtures;
    const flags = await call(
      h,
      entry('auth.getHakAkses'),
      { query: { menu: 'User', role: f.readerRoleId } },
      h.tokens.reader,
    );
    expect(flags.body.data).toEqual({ is_read: 1, is_write: 0 });
  });

  it('the dashboard counts only what the active role may read', async () => {
    const all = (await call(h, entry('dashboard.get'), {}, h.tokens.admin)).body.data as {
      counts: Record<string, number>;
    };
    expect(Object.keys(all.counts).sort()).toEqual([
      'menu',
      'page',
      'pelaksanaan',
      'pohon_profesi',
      'role',
      'user',
    ]);
    const none = (await call(h, entry('dashboard.get'), {}, h.tokens.noAccess)).body.data as {
      counts: object;
    };
    expect(none.counts).toEqual({});
  });

  it('an expired session is refused', async () => {
    const token = await login(h);
    expect((await me(token)).status).toBe(200);
    await h.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await me(token)).status).toBe(401);
  });

  it('a live session slides its expiry forward', async () => {
    const token = await login(h);
    const soon = new Date(Date.now() + 5 * 60_000);
    await h.db.update(sessions).set({ expires_at: soon });
    const check = await call(h, entry('auth.checkToken'), {}, token);
    expect(
      new Date((check.body.data as { expires_at: string }).expires_at).getTime(),
    ).toBeGreaterThan(soon.getTime());
  });
});
