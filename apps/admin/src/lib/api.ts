import { currentHashRoute, currentHashPath, navigate } from './hash-location';
import type { ApiFailure } from './api-errors';
import type { ListRequest } from './list-request';
import { clearSession, session, type SessionData, type SessionUser } from './session';
import type {
  DashboardData,
  LoginData,
  RoleAccessDetail,
  RoleList,
  Role,
  RoleOption,
  TestCode,
  UserDetail,
  UserList,
} from '@/types/api';

/** Where the API lives; the same origin serves the console (DECISIONS.md). */
export const API_BASE = 'backend/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | undefined>;

class ApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/** A 401 ends the session here too, and the user signs in again to come back (DECISIONS.md). */
function onUnauthorized(): void {
  clearSession(true);
  const path = currentHashPath();
  if (path.startsWith('/login') || path === '/logout') return;
  navigate(`/login?redirect=${encodeURIComponent(currentHashRoute())}`, { replace: true });
}

async function call<T>(method: Method, path: string, query?: Query, body?: unknown): Promise<T> {
  const url = new URL(`${API_BASE}/${path}`, document.baseURI);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const token = session.token ?? session.penilaiToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const envelope = (await response.json().catch(() => null)) as {
    meta?: { code?: number; message?: string };
    data?: unknown;
  } | null;
  const code = envelope?.meta?.code ?? response.status;
  if (response.ok && code === 200) return envelope?.data as T;
  if (response.status === 401 || code === 401) onUnauthorized();
  throw new ApiError(
    response.status || code,
    envelope?.meta?.message ?? '',
    envelope?.data ?? null,
  );
}

const get = <T>(path: string, query?: Query) => call<T>('GET', path, query);
const send = <T>(method: Method, path: string, body?: unknown) =>
  call<T>(method, path, undefined, body);
const asQuery = (value: object): Query => value as Query;

interface Concurrency {
  updated_at: string;
}

/** The calls of spec §7 the console makes, one function each. */
export const api = {
  auth: {
    login: (body: { username: string; password: string }) =>
      send<LoginData>('POST', 'auth/login', body),
    logout: () => send<null>('POST', 'auth/logout'),
    me: () => get<SessionData>('auth/me'),
    checkToken: () => get<{ expires_at: string }>('auth/check-token'),
    switchRole: (body: { id_role: number }) => send<SessionData>('POST', 'auth/switch-role', body),
    updateProfile: (body: {
      name: string;
      path_photo?: string | null;
      current_password?: string;
      password?: string;
      password_confirm?: string;
      updated_at: string;
    }) => send<SessionUser & Concurrency>('PUT', 'auth/profile', body),
    checkAccessMenu: (query: { role_id: number; link_name: string }) =>
      get<{ status_access: 0 | 1 }>('auth/check-access-menu', query),
    getHakAkses: (query: { menu: string; role: number }) =>
      get<{ is_read: 0 | 1; is_write: 0 | 1 }>('auth/get-hak-akses', query),
  },
  configs: {
    get: () => get<Record<string, string | null>>('master/configs'),
  },
  dashboard: {
    get: () => get<DashboardData>('dashboard'),
  },
  roles: {
    list: (query: ListRequest) => get<RoleList>('master/role/all', asQuery(query)),
    get: (query: { id: number }) => get<[[Role]]>('master/role', query),
    create: (body: { role_name: string; role_description?: string }) =>
      send<null>('POST', 'master/role', body),
    update: (body: { id: number; role_name: string; role_description?: string } & Concurrency) =>
      send<null>('PUT', 'master/role', body),
    setStatus: (body: { id: number; status: string } & Concurrency) =>
      send<null>('PUT', 'master/role', body),
    remove: (body: { id_role: number }) => send<null>('DELETE', 'master/role', body),
  },
  roleAccess: {
    detail: (params: { id_role: number }) =>
      get<RoleAccessDetail>(`master/roles/get-detail-edit/${params.id_role}`),
    testCodes: (params: { idjadwal_pelaksanaan: number }) =>
      get<TestCode[]>(`master/roles/get-kode-tes/${params.idjadwal_pelaksanaan}`),
    update: (
      input: {
        id_role: number;
        role_name: string;
        role_description?: string;
        menu: { idhak_akses: number; menu: string }[];
        idjadwal_pelaksanaan: number;
        kode_tes: TestCode[];
      } & Concurrency,
    ) => send<null>('PUT', `master/roles/${input.id_role}`, input),
  },
  users: {
    list: (query: ListRequest) => get<UserList>('master/user', asQuery(query)),
    get: (query: { id: number }) => get<[UserDetail]>('master/user', query),
    create: (body: {
      username: string;
      password: string;
      password_confirm: string;
      name: string;
      path_photo?: string | null;
      selected_role: string;
    }) => send<null>('POST', 'master/user', body),
    update: (
      body: {
        id: number;
        username: string;
        password?: string;
        password_confirm?: string;
        name: string;
        path_photo?: string | null;
        selected_role: string;
      } & Concurrency,
    ) => send<null>('PUT', 'master/user', body),
    setStatus: (body: { id: number; status: string } & Concurrency) =>
      send<null>('PUT', 'master/user', body),
    remove: (body: { id: number }) => send<null>('DELETE', 'master/user', body),
  },
  references: {
    roleActive: () => get<{ referensi: RoleOption[] }>('referensi/role-active'),
    upload: (body: { file: File }) => {
      const form = new FormData();
      form.set('file', body.file);
      return send<{ path_file: string }>('POST', 'referensi/upload', form);
    },
  },
};
