import type { RecordStatus } from '@cermat/core';
import type {
  ApiClient,
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
import { bearerToken, clearSession } from './session';

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

type Resource = Exclude<keyof ApiClient, 'upload'>;

/**
 * One call of the contract with api-client's own signature, so `api` can be swapped for
 * `createApiClient` unchanged. Only types are taken: the contract's run-time schemas would
 * cost /login its budget. `{name}` path parts come from the input; a GET sends the rest
 * as query, other methods as a JSON (or, with a file, multipart) body.
 */
function bind<R extends Resource, C extends keyof ApiClient[R]>(method: Method, path: string) {
  const run = (input?: Record<string, unknown>) => {
    const values: Record<string, unknown> = { ...input };
    const filled = path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
      const value = values[key];
      if (method === 'GET') delete values[key];
      return encodeURIComponent(String(value));
    });
    if (method === 'GET') return call(method, filled, values as Query);
    if (!Object.values(values).some((v) => v instanceof Blob)) {
      return call(method, filled, undefined, input === undefined ? undefined : values);
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, value as Blob);
    return call(method, filled, undefined, form);
  };
  return run as unknown as ApiClient[R][C];
}

type MasterResource = 'roles' | 'users';

/** The list / read / create / edit / status / delete family of one master path (spec §7). */
function masterBinding<R extends MasterResource>(path: string, listPath = path) {
  type Call<C extends string> = C & keyof ApiClient[R];
  return {
    list: bind<R, Call<'list'>>('GET', listPath),
    get: bind<R, Call<'get'>>('GET', path),
    create: bind<R, Call<'create'>>('POST', path),
    update: bind<R, Call<'update'>>('PUT', path),
    setStatus: bind<R, Call<'setStatus'>>('PUT', path),
    remove: bind<R, Call<'remove'>>('DELETE', path),
  };
}

/** The calls of spec §7 the console makes, named as in the contract. */
export const api = {
  auth: {
    login: bind<'auth', 'login'>('POST', 'auth/login'),
    logout: bind<'auth', 'logout'>('POST', 'auth/logout'),
    me: bind<'auth', 'me'>('GET', 'auth/me'),
    checkToken: bind<'auth', 'checkToken'>('GET', 'auth/check-token'),
    switchRole: bind<'auth', 'switchRole'>('POST', 'auth/switch-role'),
    updateProfile: bind<'auth', 'updateProfile'>('PUT', 'auth/profile'),
    checkAccessMenu: bind<'auth', 'checkAccessMenu'>('GET', 'auth/check-access-menu'),
    getHakAkses: bind<'auth', 'getHakAkses'>('GET', 'auth/get-hak-akses'),
  },
  configs: {
    get: bind<'configs', 'get'>('GET', 'master/configs'),
    save: bind<'configs', 'save'>('POST', 'master/configs'),
  },
  dashboard: {
    get: bind<'dashboard', 'get'>('GET', 'dashboard'),
  },
  roles: masterBinding<'roles'>('master/role', 'master/role/all'),
  roleAccess: {
    detail: bind<'roleAccess', 'detail'>('GET', 'master/roles/get-detail-edit/{id_role}'),
    testCodes: bind<'roleAccess', 'testCodes'>(
      'GET',
      'master/roles/get-kode-tes/{idjadwal_pelaksanaan}',
    ),
    update: bind<'roleAccess', 'update'>('PUT', 'master/roles/{id_role}'),
  },
  users: masterBinding<'users'>('master/user'),
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
    roleActive: bind<'references', 'roleActive'>('GET', 'referensi/role-active'),
    upload: bind<'references', 'upload'>('POST', 'referensi/upload'),
  },
};
