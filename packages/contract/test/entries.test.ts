import { describe, expect, it } from 'vitest';
import { contract, entries, findEntry, fillPath, splitInput } from '../src';

describe('the contract table', () => {
  it('names every entry once, as resource.call', () => {
    const names = entries.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('roles.list');
    expect(names).toContain('users.setStatus');
    expect(entries).toHaveLength(
      Object.values(contract).reduce((n, calls) => n + Object.keys(calls).length, 0),
    );
  });

  it('tells apart the calls sharing a method and path by exactly one selector-less entry', () => {
    const keyOf = (e: (typeof entries)[number]) => `${e.method} ${e.path}`;
    for (const key of new Set(entries.map(keyOf))) {
      const group = entries.filter((e) => keyOf(e) === key);
      if (group.length === 1) continue;
      expect(
        group.filter((e) => !e.select),
        key,
      ).toHaveLength(1);
      const keys = group.flatMap((e) => (e.select ? [`${e.select.in}.${e.select.key}`] : []));
      expect(new Set(keys).size, key).toBe(keys.length);
    }
  });

  it('asks a read right for GET and a write right for changes on a menu, or only a session', () => {
    for (const e of entries) {
      if (e.right === 'read') expect(e.method, e.name).toBe('GET');
      if (e.right === 'write') expect(e.method, e.name).not.toBe('GET');
      if (e.right === 'read' || e.right === 'write') expect(e.menu, e.name).not.toBeNull();
      if (e.right === 'public') expect(e.menu, e.name).toBeNull();
    }
  });

  it('maps calls to their owning menus as the shared vocabulary says', () => {
    const owner = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      query = {},
      body = {},
    ) => {
      const e = findEntry(method, path, { query, body });
      return e && [e.menu, e.right];
    };
    expect(owner('GET', 'master/role/all')).toEqual(['all-role', 'read']);
    expect(owner('PUT', 'master/roles/{id_role}')).toEqual(['all-role', 'write']);
    expect(owner('GET', 'referensi/menu-parent')).toEqual(['all-menu', 'read']);
    expect(owner('GET', 'referensi/role-active')).toEqual(['all-user', 'read']);
    // Read on Render Page or on a menu linking the page: the handler asks (DECISIONS).
    expect(owner('GET', 'master/page/render')).toEqual([null, 'session']);
    expect(owner('DELETE', 'master/pohon-profesi')).toEqual(['pohon-profesi', 'write']);
    expect(owner('POST', 'master/configs')).toEqual(['konfigurasi', 'write']);
    expect(owner('GET', 'master/configs')).toEqual([null, 'session']);
    expect(owner('POST', 'referensi/upload')).toEqual([null, 'session']);
    expect(owner('GET', 'dashboard')).toEqual(['dashboard', 'session']);
    expect(owner('PUT', 'auth/profile')).toEqual([null, 'session']);
    expect(owner('POST', 'auth/login')).toEqual([null, 'public']);
  });

  it('finds the entry a request means by its selector key, and nothing for unknown calls', () => {
    expect(findEntry('GET', 'master/user', { query: { id: '7' } })?.name).toBe('users.get');
    expect(findEntry('GET', 'master/user', { query: { draw: '1' } })?.name).toBe('users.list');
    expect(findEntry('PUT', 'master/menu', { body: { id: 1, status: 'ENABLE' } })?.name).toBe(
      'menus.setStatus',
    );
    expect(findEntry('PUT', 'master/menu', { body: { id: 1, menu_tipe: 'LABEL' } })?.name).toBe(
      'menus.update',
    );
    expect(findEntry('PUT', 'master/menu', { body: null })?.name).toBe('menus.update');
    // A lone entry answers even without its key, so the caller gets a validation error.
    expect(findEntry('GET', 'master/role', { query: {} })?.name).toBe('roles.get');
    expect(findEntry('GET', 'master/nothing')).toBeUndefined();
  });

  it('fills path parameters, escaped', () => {
    expect(fillPath('master/roles/{id_role}', { id_role: 3 })).toBe('master/roles/3');
    expect(
      fillPath('master/roles/get-kode-tes/{idjadwal_pelaksanaan}', { idjadwal_pelaksanaan: 'a/b' }),
    ).toBe('master/roles/get-kode-tes/a%2Fb');
  });

  it('splits one input into path, query and body', () => {
    const update = splitInput(contract.roleAccess.update, { id_role: 3, role_name: 'X' });
    expect(update).toMatchObject({
      path: 'master/roles/3',
      params: { id_role: 3 },
      query: undefined,
    });
    expect(update.body).toEqual({ id_role: 3, role_name: 'X' });
    const list = splitInput(contract.users.list, { draw: 1, search: 'a' });
    expect(list).toMatchObject({
      path: 'master/user',
      query: { draw: 1, search: 'a' },
      body: undefined,
    });
    expect(splitInput(contract.roleAccess.remove, { id_role: 9 })).toMatchObject({
      path: 'master/roles/9',
      query: undefined,
      body: undefined,
    });
  });
});
