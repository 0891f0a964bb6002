import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from './session';

const menu = (id: number, label: string, read: boolean, write: boolean) => ({
  id_menu_master: id,
  menu_master_nama: label,
  menu_master_link_name: label.toLowerCase(),
  menu_master_link_path: `/${label.toLowerCase()}`,
  menu_master_icon: '',
  menu_master_parent: 0,
  menu_master_urutan: id,
  menu_master_type: 'MENU',
  is_read: read,
  is_write: write,
});

const data: SessionData = {
  user: { id: 1, username: 'admin', name: 'Admin', path_photo: '/storage/a.png' },
  roles: [
    {
      id_role: 1,
      role_name: 'Admin',
      menu_access: [menu(1, 'Role', true, true), menu(2, 'User', true, true)],
    },
    {
      id_role: 2,
      role_name: 'Manager',
      menu_access: [menu(1, 'Role', true, false), menu(3, 'Page', false, false)],
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

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the spec’s browser keys after sign-in', async () => {
    const store = await loadStore();
    store.startSession('tok', data);
    await flush();
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('session_name')).toBe('Admin');
    expect(localStorage.getItem('session_path_photo')).toBe('/storage/a.png');
    expect(localStorage.getItem('session_role_active_id')).toBe('2');
    expect(localStorage.getItem('session_role_active_name')).toBe('Manager');
    expect(localStorage.getItem('session_role_active_index')).toBe('1');
    expect(localStorage.getItem('filtered_name_menu')).toBe('Role');
    expect(JSON.parse(localStorage.getItem('session') ?? '[]')[0].role_menu).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null').username).toBe('admin');
  });

  it('restores the same session after a reload', async () => {
    const first = await loadStore();
    first.startSession('tok', data);
    await flush();
    const second = await loadStore();
    expect(second.session.token).toBe('tok');
    expect(second.activeRole(second.session)?.role_name).toBe('Manager');
    expect(second.readableMenus(second.session).map((m) => m.menu_master_nama)).toEqual(['Role']);
  });

  it('answers rights of the active role per menu label', async () => {
    const store = await loadStore();
    store.startSession('tok', data);
    expect(store.rightsOn(store.session, 'Role')).toEqual({ isRead: true, isWrite: false });
    expect(store.rightsOn(store.session, 'User')).toEqual({ isRead: false, isWrite: false });
    store.applySessionData({ ...data, active_role_id: 1 });
    expect(store.rightsOn(store.session, 'User')).toEqual({ isRead: true, isWrite: true });
  });

  it('forgets the session on clear but keeps the configuration', async () => {
    const store = await loadStore();
    store.startSession('tok', data);
    store.setConfiguration({ LOGO_SMALL: '/storage/logo.png' });
    await flush();
    store.clearSession(true);
    await flush();
    expect(store.session.ended).toBe(true);
    expect(store.isSignedIn(store.session)).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(JSON.parse(localStorage.getItem('configuration') ?? '{}').LOGO_SMALL).toBe(
      '/storage/logo.png',
    );
  });

  it('accepts the assessor token alone as signed in', async () => {
    const store = await loadStore();
    store.startSession('pen', data, true);
    expect(store.session.token).toBeNull();
    expect(store.isSignedIn(store.session)).toBe(true);
  });
});
