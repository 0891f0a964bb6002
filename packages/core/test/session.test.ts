import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DIALOG_MS,
  allowedMenuLabels,
  emptySession,
  fromStorage,
  guard,
  guardSession,
  id,
  roleSwitchMachine,
  routeByName,
  signIn,
  toStorage,
  withProfile,
  withRights,
  type LoginData,
} from '../src';
import { fakePromiseActor, flush } from './support/deferred';
import { access, row } from './support/menu-fakes';

const roleMenu = row(10, 0, 1, { menu_master_nama: 'Role' });
const userMenu = row(11, 0, 2, { menu_master_nama: 'User' });
const pageMenu = row(12, 0, 3, { menu_master_nama: 'Page' });

const asAdmin = (session: ReturnType<typeof signIn>) => {
  const { access_token: _token, ...me } = login;
  return withProfile(session, { ...me, active_role_id: 1 });
};

const login: LoginData = {
  access_token: 'tok',
  expires_at: '2026-11-22T13:00:00Z',
  user: { id: 1, username: 'admin', name: 'Administrator', path_photo: '/storage/a.png' },
  roles: [
    {
      id_role: 1,
      role_name: 'Admin',
      menu_access: [access(roleMenu, 1, 1), access(userMenu, 1, 1)],
    },
    { id_role: 2, role_name: 'PMK', menu_access: [access(roleMenu, 0), access(pageMenu, 1)] },
  ],
  active_role_id: 2,
};

describe('session model', () => {
  it('keeps the sign-in values of spec §3 with the active role chosen by the server', () => {
    const session = signIn(login);
    expect(session).toMatchObject({
      access_token: 'tok',
      access_token_penilai: null,
      session_name: 'Administrator',
      session_path_photo: '/storage/a.png',
      session_role: [
        { id_role: 1, role_name: 'Admin' },
        { id_role: 2, role_name: 'PMK' },
      ],
      session_role_active_id: 2,
      session_role_active_name: 'PMK',
      session_role_active_index: 1,
      filtered_name_menu: 'Page',
      role_cermat: 'PMK',
      role_group_cermat: 'PMK',
    });
    expect(session.filtered_menu.map((m) => m.menu_master_nama)).toEqual(['Page']);
  });

  it('keeps an assessor token apart, and still passes the guard for authenticated routes', () => {
    const session = signIn(login, 'assessor');
    expect(session.access_token).toBeNull();
    expect(session.access_token_penilai).toBe('tok');
    expect(guard(routeByName('dashboard-penilai')!, guardSession(session)).outcome).toBe('allow');
  });

  it('falls back to the first role when the active one is not held', () => {
    expect(signIn({ ...login, active_role_id: 99 }).session_role_active_index).toBe(0);
    expect(signIn({ ...login, roles: [] }).session_role_active_id).toBeNull();
  });

  it('switches role: id, name, index, menu access and allowed labels change together', () => {
    const session = asAdmin(withRights(signIn(login), { isRead: true, isWrite: true }));
    expect(session).toMatchObject({
      session_role_active_id: 1,
      session_role_active_name: 'Admin',
      session_role_active_index: 0,
      filtered_name_menu: 'Role,User',
      role_group_cermat: 'Admin',
      isRead: 0,
      isWrite: 0,
    });
    expect(session.session_menu_access).toEqual(login.roles[0]!.menu_access);
  });

  it('lists the readable labels for the guard', () => {
    const session = asAdmin(signIn(login));
    expect(allowedMenuLabels(session)).toEqual(['Role', 'User']);
    expect(allowedMenuLabels(emptySession())).toEqual([]);
    const readable = [access(roleMenu, 1), access(userMenu, 0)];
    const one = signIn({
      ...login,
      roles: [{ id_role: 3, role_name: 'X', menu_access: readable }],
    });
    expect(one.filtered_name_menu).toBe('Role');
    expect(
      guard(routeByName('all-user')!, guardSession(session), { is_read: 1, is_write: 1 }).outcome,
    ).toBe('allow');
  });

  it('refreshes user and roles from auth/me and keeps the token', () => {
    const { access_token: _token, ...me } = login;
    const session = withProfile(signIn(login), { ...me, user: { ...me.user, name: 'Budi' } });
    expect(session.access_token).toBe('tok');
    expect(session.session_name).toBe('Budi');
  });

  it('survives a trip through storage, and ignores unreadable values', () => {
    const session = withRights(signIn(login), { isRead: true, isWrite: false });
    const stored = toStorage(session);
    expect(Object.keys(stored)).toEqual(Object.keys(emptySession()));
    expect(fromStorage((key) => stored[key])).toEqual(session);
    const broken = fromStorage((key) =>
      key === 'session' ? '{"not":"a list"}' : key === 'isRead' ? '{' : null,
    );
    expect(broken).toEqual(emptySession());
  });
});

describe('role switch machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    vi.useFakeTimers();
    const fake = fakePromiseActor<{ id_role: number }>();
    const actor = createActor(roleSwitchMachine.provide({ actors: { switchRole: fake.logic } }), {
      input: { fallback: id.error.title },
    }).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    return { actor, sent: fake.sent, emitted, answer: fake.answer };
  }

  it("stores the role, says 'Role Berhasil di ubah.' and reloads after 2 s", async () => {
    const { actor, sent, emitted, answer } = start();
    actor.send({ type: 'role.switch', idRole: 1 });
    expect(sent).toEqual([{ id_role: 1 }]);
    answer().resolve(null);
    await flush();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(id.success.roleSwitched).toBe('Role Berhasil di ubah.');
    expect(emitted).toEqual(['session.roleSwitched']);
    vi.advanceTimersByTime(DIALOG_MS);
    expect(emitted).toEqual(['session.roleSwitched', 'page.reload']);
  });

  it('shows the server message when the role is refused, without storing or reloading', async () => {
    const { actor, emitted, answer } = start();
    actor.send({ type: 'role.switch', idRole: 3 });
    answer().reject({ message: id.server.roleNotHeld });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(id.server.roleNotHeld);
    vi.advanceTimersByTime(DIALOG_MS);
    expect(emitted).toEqual([]);
    actor.send({ type: 'role.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
