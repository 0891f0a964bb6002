import type { LoginData } from '@cermat/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const menu = (id: number, label: string, read: 0 | 1, write: 0 | 1) => ({
  id_menu_master: id,
  menu_master_nama: label,
  menu_master_link_name: label.toLowerCase(),
  menu_master_link_path: `/${label.toLowerCase()}`,
  menu_master_icon: '',
  menu_master_parent: 0,
  menu_master_urutan: id,
  menu_master_type: 'MENU' as const,
  is_read: read,
  is_write: write,
});

const login: LoginData = {
  access_token: 'tok',
  expires_at: '2026-11-22T12:00:00+07:00',
  user: { id: 1, username: 'admin', name: 'Admin', path_photo: '/storage/a.png' },
  roles: [
    { id_role: 1, role_name: 'Admin', menu_access: [menu(1, 'Role', 1, 1), menu(2, 'User', 1, 1)] },
    {
      id_role: 2,
      role_name: 'Manager',
      menu_access: [menu(1, 'Role', 1, 0), menu(3, 'Page', 0, 0)],
    },
  ],
  active_role_id: 2,
};

// The store restores itself when its module loads, so each test loads it afresh.
async function loadStore() {
  vi.resetModules();
  return import('./session');
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the spec’s browser keys after sign-in', async () => {
    const store = await loadStore();
    store.startSession(login);
    await flush();
    expect(stored('access_token')).toBe('tok');
    expect(stored('session_name')).toBe('Admin');
    expect(stored('session_path_photo')).toBe('/storage/a.png');
    expect(stored('session_role_active_id')).toBe(2);
    expect(stored('session_role_active_name')).toBe('Manager');
    expect(stored('session_role_active_index')).toBe(1);
    expect(stored('filtered_name_menu')).toBe('Role');
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null').username).toBe('admin');
  });

  it('writes to storage only the values that changed, and never the rights or the ended note', async () => {
    const store = await loadStore();
    store.startSession(login);
    await flush();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    store.session.rights = { 'Admin:Role': { is_read: 1, is_write: 1 } };
    store.session.ended = true;
    await flush();
    expect(writes).not.toHaveBeenCalled();
    store.session.session_name = 'Admin Baru';
    await flush();
    expect(writes.mock.calls).toEqual([['session_name', JSON.stringify('Admin Baru')]]);
    writes.mockRestore();
  });

  it('restores the same session after a reload', async () => {
    const first = await loadStore();
    first.startSession(login);
    await flush();
    const second = await loadStore();
    expect(second.session.access_token).toBe('tok');
    expect(second.session.session_role_active_name).toBe('Manager');
    expect(second.session.filtered_menu.map((m) => m.menu_master_nama)).toEqual(['Role']);
  });

  it('follows the server after a role switch', async () => {
    const store = await loadStore();
    store.startSession(login);
    const { access_token: _token, expires_at: _expires, ...me } = login;
    store.applySessionData({ ...me, active_role_id: 1 });
    expect(store.session.filtered_name_menu).toBe('Role,User');
    expect(store.session.access_token).toBe('tok');
  });

  it('drops an answer read before a role switch or a sign-out, and applies one read after', async () => {
    const store = await loadStore();
    store.startSession(login);
    const { access_token: _token, expires_at: _expires, ...me } = login;
    // auth/me sent while Manager was active, answered after the switch to Admin.
    const beforeSwitch = store.sessionMark();
    expect(store.applySessionData({ ...me, active_role_id: 1 })).toBe(true);
    expect(store.applySessionData(me, beforeSwitch)).toBe(false);
    expect(store.session.session_role_active_name).toBe('Admin');
    // A read begun after the switch is news: it applies, and does not count as a change.
    const afterSwitch = store.sessionMark();
    expect(store.applySessionData({ ...me, active_role_id: 1 }, afterSwitch)).toBe(true);
    expect(store.sessionMark()).toBe(afterSwitch);
    store.clearSession();
    expect(store.applySessionData(me, afterSwitch)).toBe(false);
    expect(store.session.access_token).toBeNull();
  });

  it('forgets the session on clear but keeps the configuration', async () => {
    const store = await loadStore();
    store.startSession(login);
    store.setConfiguration({ LOGO_SMALL: '/storage/logo.png' });
    await flush();
    store.clearSession(true);
    await flush();
    expect(store.session.ended).toBe(true);
    expect(store.isSignedIn(store.session)).toBe(false);
    expect(stored('access_token')).toBeNull();
    expect(stored('session')).toEqual([]);
    expect(sessionStorage.getItem('user')).toBeNull();
    expect((stored('configuration') as Record<string, string>).LOGO_SMALL).toBe(
      '/storage/logo.png',
    );
  });

  it('accepts the assessor token alone as signed in', async () => {
    const store = await loadStore();
    store.startSession(login, 'assessor');
    expect(store.session.access_token).toBeNull();
    expect(store.isSignedIn(store.session)).toBe(true);
    expect(store.bearerToken()).toBe('tok');
  });
});

describe('session refresh', () => {
  it('keeps the screen’s rights while the active role stays, and drops them when it changes', async () => {
    const store = await loadStore();
    store.startSession(login);
    store.setRights({ isRead: true, isWrite: true });
    const { access_token: _token, expires_at: _expires, ...me } = login;
    store.applySessionData(me);
    expect([store.session.isRead, store.session.isWrite]).toEqual([1, 1]);
    store.applySessionData({ ...me, active_role_id: 1 });
    expect([store.session.isRead, store.session.isWrite]).toEqual([0, 0]);
  });

  it('forgets the rights the guard learned whenever roles or menus are read anew, keeps them in memory only', async () => {
    const store = await loadStore();
    const { access_token: _token, expires_at: _expires, ...me } = login;
    const learned = { is_read: 1, is_write: 0 };
    const cases = [
      () => store.applySessionData(me), // the menu version moved: menus read again
      () => store.applySessionData({ ...me, active_role_id: 1 }), // a role switch
      () => store.clearSession(), // sign-out
      () => store.startSession(login), // another sign-in
    ];
    for (const change of cases) {
      store.startSession(login);
      store.session.rights['2:Role'] = learned;
      await flush();
      expect(Object.keys(localStorage)).not.toContain('rights');
      change();
      expect(store.session.rights).toEqual({});
    }
  });
});
