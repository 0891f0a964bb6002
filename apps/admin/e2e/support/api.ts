import type { LoginData } from '@cermat/core';
import { expect, inject } from 'vitest';

/** The demo administrator the server seeds on first start (README). */
export const ADMIN = { username: 'admin', password: 'admin12345' };

interface Answer {
  status: number;
  body: { meta: { code: number; message: string }; data: unknown };
}

/** Calls the API from the test itself (no page), with a bearer token when given. */
async function call(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(new URL(`backend/api/v1/${path}`, inject('baseURL')), {
    method,
    headers: {
      Accept: 'application/json',
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Signs in through the API; answers what auth/login answered. */
export async function apiSignIn(user = ADMIN): Promise<LoginData> {
  const answer = await call(null, 'POST', 'auth/login', user);
  expect(answer.status, `sign-in of ${user.username}`).toBe(200);
  return answer.body.data as LoginData;
}

/** A signed-in user's API: each call carries their token and must succeed. */
export interface Api {
  token: string;
  /** Any answer, as the server gave it. */
  call(method: string, path: string, body?: unknown): Promise<Answer>;
  /** The data of a call that must answer 200. */
  ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function apiAs(user = ADMIN): Promise<Api> {
  const { access_token: token } = await apiSignIn(user);
  const send = (method: string, path: string, body?: unknown) => call(token, method, path, body);
  return {
    token,
    call: send,
    async ok<T>(method: string, path: string, body?: unknown) {
      const answer = await send(method, path, body);
      expect(answer.status, `${method} ${path}: ${answer.body.meta?.message}`).toBe(200);
      return answer.body.data as T;
    },
  };
}

/** Creates a role; answers its id. */
export async function createRole(api: Api, name: string, description?: string): Promise<number> {
  await api.ok('POST', 'master/role', { role_name: name, role_description: description });
  const found = await api.ok<{ data: { id_role: number; role_name: string }[] }>(
    'GET',
    `master/roles?name=${encodeURIComponent(name)}`,
  );
  return found.data.find((r) => r.role_name === name)!.id_role;
}

/** The id of a role the server holds (seeded ones included), by its name. */
export async function roleIdOf(api: Api, name: string): Promise<number> {
  const roles = await api.ok<{ referensi: { id_role: number; role_name: string }[] }>(
    'GET',
    'referensi/role-active',
  );
  const found = roles.referensi.find((r) => r.role_name === name);
  if (!found) throw new Error(`no active role ${name}`);
  return found.id_role;
}

/**
 * Gives a role one screen under Master (by its menu's name) and Master itself, read only or
 * with write, as the role-menu screen saves them.
 */
export async function grantMasterMenu(
  api: Api,
  roleId: number,
  menuName: string,
  write: boolean,
): Promise<void> {
  const [tree] = await api.ok<
    [{ id: number; name: string; sub?: { id: number; name: string }[] }[]]
  >('GET', 'master/menu/ordering');
  const master = tree.find((m) => m.name === 'Master')!;
  const menu = master.sub!.find((m) => m.name === menuName)!;
  await api.ok('POST', 'master/menu/menu-role', {
    id_role: roleId,
    menu_data: JSON.stringify([master.id, menu.id]),
    menu_write: JSON.stringify(write ? [menu.id] : []),
  });
}

/** Creates a user holding these roles; answers nothing (sign in with `user`). */
export async function createUser(
  api: Api,
  user: { username: string; password: string; name?: string; path_photo?: string },
  roles: number[],
): Promise<void> {
  const { password, ...rest } = user;
  await api.ok('POST', 'master/user', {
    name: user.username,
    ...rest,
    password,
    password_confirm: password,
    selected_role: JSON.stringify(roles),
  });
}

/** The id of the one row a list call finds by its search (`key` its id column). */
export async function findId(api: Api, path: string, search: string, key: string) {
  const [first] = await api.ok<[{ list_data: { data: Record<string, number>[] } }]>(
    'GET',
    `${path}?draw=1&search=${encodeURIComponent(search)}`,
  );
  return first.list_data.data[0]![key]!;
}

// A 1×1 PNG: the smallest image the server accepts as a logo or a photo.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads the PNG; answers the stored file's path. */
export async function uploadPng(api: Api): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'gambar.png');
  return (await api.ok<{ path_file: string }>('POST', 'referensi/upload', form)).path_file;
}
