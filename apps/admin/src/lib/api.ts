import type { RecordStatus } from '@cermat/core';
import type {
  MenuMaster,
  MenuRole,
  MenuTreeItem,
  Page,
  PageDetail,
  PohonProfesi,
} from '@cermat/api-client';
import { currentHashRoute, currentHashPath, navigate } from './hash-location';
import type { ApiFailure } from './api-errors';
import type { ListAnswer, ListRequest } from './list-request';
import { bearerToken, clearSession, type MeData, type SessionUser } from './session';
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
  const token = bearerToken();
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

/** auth/me and switch-role: the sign-in data without token and expiry. */
type SessionMe = Omit<MeData, 'expires_at'> & { user: SessionUser & { updated_at?: string } };

interface Concurrency {
  updated_at: string;
}

/** The list / read-one / create / edit / status / delete family a master path shares (spec §7). */
function masterCalls<Row, One, Fields>(path: string) {
  return {
    list: (query: ListRequest) => get<readonly [ListAnswer<Row>]>(path, asQuery(query)),
    get: (query: { id: number }) => get<One>(path, query),
    create: (body: Fields) => send<null>('POST', path, body),
    update: (body: Fields & { id: number } & Concurrency) => send<null>('PUT', path, body),
    setStatus: (body: { id: number; status: RecordStatus } & Concurrency) =>
      send<null>('PUT', path, body),
    remove: (body: { id: number }) => send<null>('DELETE', path, body),
  };
}

/** The menu form payload (spec §3): the MENU or the LABEL group, by `menu_tipe`. */
export type MenuFormBody =
  | {
      menu_tipe: 'MENU';
      nama_menu: string;
      icon_menu?: string;
      link_path_menu: string;
      link_name_menu: string;
      urutan_menu: number;
      parent_menu: number;
    }
  | { menu_tipe: 'LABEL'; nama_label: string; urutan_label: number };

/** The page form payload (spec §3): detail_page is the builder's rows. */
export interface PageBody {
  nama_page: string;
  deskripsi_page?: string;
  detail_page: {
    number: number;
    columns: { number: number; grid: number; component: string; order: number }[];
  }[];
}

/** The calls of spec §7 the console makes, one function each. */
export const api = {
  auth: {
    login: (body: { username: string; password: string }) =>
      send<LoginData>('POST', 'auth/login', body),
    logout: () => send<null>('POST', 'auth/logout'),
    me: () => get<SessionMe>('auth/me'),
    checkToken: () => get<{ expires_at: string }>('auth/check-token'),
    switchRole: (body: { id_role: number }) => send<SessionMe>('POST', 'auth/switch-role', body),
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
    save: (body: Record<string, string>) => send<null>('POST', 'master/configs', body),
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
  menus: {
    ...masterCalls<MenuMaster, [[MenuMaster]], MenuFormBody>('master/menu'),
    parents: () =>
      get<{ referensi: { id_menu_master: number; menu_master_nama: string }[] }>(
        'referensi/menu-parent',
      ),
    ordering: () => get<[MenuTreeItem[]]>('master/menu/ordering'),
    saveOrdering: (body: { list_menu: string }) => send<null>('POST', 'master/menu/ordering', body),
    menuRole: (query: { id_role: number }) => get<MenuRole>('master/menu/menu-role', query),
    saveMenuRole: (body: {
      id_role: number;
      menu_data: string;
      menu_write: string;
      updated_at?: string;
    }) => send<null>('POST', 'master/menu/menu-role', body),
  },
  pages: {
    ...masterCalls<Page, [PageDetail], PageBody>('master/page'),
    render: (query: { name: string }) => get<PageDetail>('master/page/render', query),
  },
  pohonProfesi: masterCalls<PohonProfesi, [PohonProfesi], { nama_pohon_profesi: string }>(
    'master/pohon-profesi',
  ),
  references: {
    roleActive: () => get<{ referensi: RoleOption[] }>('referensi/role-active'),
    upload: (body: { file: File }) => {
      const form = new FormData();
      form.set('file', body.file);
      return send<{ path_file: string }>('POST', 'referensi/upload', form);
    },
  },
};
