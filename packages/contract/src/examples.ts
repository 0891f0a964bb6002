import {
  MENU_LINK,
  MENU_TYPE,
  PLAIN_KINDS,
  PLAIN_MASTERS,
  plainFields,
  STATUS,
  type PlainKind,
} from '@cermat/vocabulary';
import type { Contract } from './contract';
import type { EntryData, EntryDef, EntryInput } from './entry';
import type { Paginator } from './paging';
import type { Session } from './resources/auth';

/** A valid input and answer data for one entry. */
interface Example<E extends EntryDef> {
  input: EntryInput<E>;
  data: EntryData<E>;
}
export type Examples = {
  [R in keyof Contract]: {
    [C in keyof Contract[R]]: Contract[R][C] extends EntryDef ? Example<Contract[R][C]> : never;
  };
};

const at = '2024-01-15T08:30:00.000Z';
const later = '2024-02-01T10:00:00.000Z';
const stamps = { created_at: at, updated_at: later };
/** Two rows of a users CSV as an export writes them. */
const importRows = [
  { username: 'sari', name: 'Sari', status: STATUS.ENABLE, roles: 'Admin | Manager' },
  { username: 'tono', name: 'Tono', status: STATUS.DISABLE, roles: 'Penguji' },
];

/** A one-page paginator around rows, as the server builds it. */
function pageOf<T>(rows: T[], path = 'master/user'): Paginator<T> {
  const url = `http://127.0.0.1:3000/backend/api/v1/${path}?page=1`;
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: rows.length,
    total_is_estimate: false,
    from: rows.length > 0 ? 1 : null,
    to: rows.length > 0 ? rows.length : null,
    first_page_url: url,
    last_page_url: url,
    next_page_url: null,
    prev_page_url: null,
    links: [
      { label: '&laquo; Previous', url: null, active: false },
      { label: '1', url, active: true },
      { label: 'Next &raquo;', url: null, active: false },
    ],
  };
}

const list = {
  draw: 3,
  length: 10,
  search: '',
  column: 0,
  dir: 'asc',
  filter_status: STATUS.ENABLE,
} as const;
const role = {
  id_role: 1,
  role_name: 'Admin',
  role_description: 'Administrator',
  status: STATUS.ENABLE,
  ...stamps,
} as const;
const user = {
  user_id: 7,
  username: 'admin',
  name: 'Administrator',
  status: STATUS.ENABLE,
  ...stamps,
} as const;
const userDetail = { ...user, path_photo: '/storage/photo/a.png', selected_role: '[1,2]' };
const page = {
  id_page: 2,
  nama_page: 'beranda',
  deskripsi_page: 'Halaman depan',
  status: STATUS.ENABLE,
  ...stamps,
} as const;
const pageDetail = {
  ...page,
  detail: {
    '1': [
      { col: 6, component: 'CardInfo', order_no: 1 },
      { col: 6, component: 'ChartNilai', order_no: 2 },
    ],
  },
};
const detailPage = [
  { number: 1, columns: [{ number: 1, grid: 12, component: 'CardInfo', order: 1 }] },
];
const menu = {
  id_menu_master: 4,
  menu_master_type: MENU_TYPE.MENU,
  menu_master_nama: 'Role',
  menu_master_icon: 'bx bx-user',
  menu_master_link_path: '/master/role',
  menu_master_link_name: MENU_LINK.roles,
  menu_master_urutan: 1,
  menu_master_parent: 3,
  status: STATUS.ENABLE,
  ...stamps,
} as const;
const menuForm = {
  menu_tipe: MENU_TYPE.MENU,
  nama_menu: 'Role',
  icon_menu: 'bx bx-user',
  link_path_menu: '/master/role',
  link_name_menu: MENU_LINK.roles,
  urutan_menu: 1,
  parent_menu: 3,
} as const;
const schedule = {
  idjadwal_pelaksanaan: 2,
  pelaksanaan: 'Uji Kompetensi Gelombang 1',
  status: STATUS.ENABLE,
  ...stamps,
} as const;
const sessionUser = {
  id: 7,
  username: 'admin',
  name: 'Administrator',
  path_photo: null,
  updated_at: later,
};
const session: Session = {
  user: sessionUser,
  roles: [
    {
      id_role: 1,
      role_name: 'Admin',
      menu_access: [
        {
          id_menu_master: 4,
          menu_master_nama: 'Role',
          menu_master_link_name: MENU_LINK.roles,
          menu_master_link_path: '/master/role',
          menu_master_icon: 'bx bx-user',
          menu_master_parent: 3,
          menu_master_urutan: 1,
          menu_master_type: MENU_TYPE.MENU,
          is_read: 1,
          is_write: 1,
        },
      ],
    },
  ],
  active_role_id: 1,
};
const status = { id: 7, status: STATUS.DISABLE, updated_at: later } as const;
const auditRow = {
  id_audit: 41,
  at: later,
  user_id: 1,
  username: 'admin',
  role_id: 1,
  role_name: 'Admin',
  action: 'update',
  entity: 'user',
  entity_id: '7',
  record_name: 'budi',
  address: '10.0.0.5',
  request_id: 'b7f3c2a1-5d9e-4f60-8a1b-2c3d4e5f6a7b',
} as const;
const auditDetail = {
  ...auditRow,
  before: { name: 'Budi', status: STATUS.ENABLE, roles: [2] },
  after: { name: 'Budi Santoso', status: STATUS.ENABLE, roles: [2], password: 'changed' },
  names: { role: { '2': 'Manager' } },
};

/** A plain master's examples, from its declaration's example values: its record 5. */
function plainExample(kind: PlainKind) {
  const { id, path } = PLAIN_MASTERS[kind];
  const values = Object.fromEntries(
    plainFields(kind).map(([name, field]) => [name, field.example]),
  );
  const row = { [id]: 5, ...values, status: STATUS.ENABLE, ...stamps };
  return {
    list: { input: list, data: [{ draw: 3, list_data: pageOf([row], path) }] },
    get: { input: { id: 5 }, data: [row] },
    create: { input: values, data: null },
    update: { input: { id: 5, ...values, updated_at: later }, data: null },
    setStatus: { input: { ...status, id: 5 }, data: null },
    remove: { input: { id: 5 }, data: null },
  };
}

// Typed by `Examples` where they are spread: each answer is the declaration's row.
const plainExamples = () =>
  Object.fromEntries(PLAIN_KINDS.map((kind) => [kind, plainExample(kind)])) as unknown as Pick<
    Examples,
    PlainKind
  >;

/** A password link's token as the server makes them: 32 random bytes, base64url. */
const PASSWORD_LINK_TOKEN = 'q3Jx0Zr8c1mVd4b7e6T2wYhKp9sLnA5uQfGoEiRjXkM';
const passwordLink = {
  user_id: 7,
  username: 'budi',
  token: PASSWORD_LINK_TOKEN,
  expires_at: later,
};

/** One valid call per entry: for tests, mocks, stories and the OpenAPI document. */
export const examples: Examples = {
  auth: {
    signInSettings: {
      input: undefined,
      data: {
        // Off, as seeded: the mocked sign-in screens then show no CAPTCHA.
        captcha: false,
        LOGO_SMALL: '/storage/uploads/0123456789abcdef0123456789abcdef.png',
        LOGO_FULL_DARK: null,
        LOGO_FULL_LIGHT: null,
      },
    },
    captcha: {
      input: { kind: 'text' },
      data: {
        captcha_id: 'c4p7ch4-1d',
        kind: 'text',
        challenge: 'Berapa 7 ditambah 4? Tulis jawabannya dengan angka.',
        expires_at: later,
      },
    },
    login: {
      input: { username: 'admin', password: 'admin12345' },
      data: { ...session, access_token: 'f3a9c1d2e4b5', expires_at: later },
    },
    logout: { input: undefined, data: null },
    checkToken: { input: undefined, data: { expires_at: later, menu_version: 42 } },
    switchRole: { input: { id_role: 1 }, data: session },
    me: { input: undefined, data: session },
    updateProfile: {
      input: {
        name: 'Administrator',
        path_photo: null,
        current_password: 'admin12345',
        password: 'a-longer-passphrase',
        password_confirm: 'a-longer-passphrase',
        updated_at: later,
      },
      data: sessionUser,
    },
    checkAccessMenu: {
      input: { role_id: 1, link_name: MENU_LINK.users },
      data: { status_access: 1 },
    },
    getHakAkses: { input: { menu: 'Role', role: 1 }, data: { is_read: 1, is_write: 0 } },
    checkPasswordLink: {
      input: { token: PASSWORD_LINK_TOKEN },
      data: { username: 'budi', expires_at: later },
    },
    usePasswordLink: {
      input: {
        token: PASSWORD_LINK_TOKEN,
        password: 'rahasia-budi-1',
        password_confirm: 'rahasia-budi-1',
      },
      data: null,
    },
  },
  dashboard: {
    get: {
      input: undefined,
      data: {
        counts: { role: 4, user: 12, menu: 20 },
        roles: [{ id_role: 1, role_name: 'Admin' }],
      },
    },
  },
  roles: {
    list: { input: list, data: [{ draw: 3, list_data: pageOf([role], 'master/role/all') }] },
    get: { input: { id: 1 }, data: [[role]] },
    create: { input: { role_name: 'Manager', role_description: 'Manajer' }, data: null },
    update: {
      input: { id: 1, role_name: 'Admin', role_description: 'Administrator', updated_at: later },
      data: null,
    },
    setStatus: { input: { ...status, id: 1 }, data: null },
    remove: { input: { id_role: 1 }, data: null },
  },
  roleAccess: {
    list: {
      input: {
        page: 1,
        per_page: 10,
        search: '',
        column: 'id_role',
        dir: 'desc',
        status: STATUS.ENABLE,
        name: '',
      },
      data: pageOf([role], 'master/roles'),
    },
    create: { input: { role_name: 'PMK', role_description: '' }, data: null },
    detail: {
      input: { id_role: 1 },
      data: {
        hak_akses: [
          {
            idhak_akses: 1,
            menu: 'Dashboard',
            menu_master_parent: 0,
            menu_master_type: MENU_TYPE.MENU,
            menu_master_urutan: 2,
            menu_master_link_path: '/',
          },
        ],
        roles_data_akses: { jadwal_pelaksanaan_idjadwal_pelaksanaan: 2 },
        list_hak_akses: [{ hak_akses_idhak_akses: 1, menu: 'Dashboard' }],
        list_kode_tes: [{ jadwal_idjadwal: 2, jadwal_kode_tes: 'KT-01' }],
        jadwal_pelaksanaan: [{ idjadwal_pelaksanaan: 2, pelaksanaan: 'Batch 1 2024' }],
      },
    },
    testCodes: { input: { idjadwal_pelaksanaan: 2 }, data: [{ idjadwal: 2, kode_tes: 'KT-01' }] },
    update: {
      input: {
        id_role: 1,
        role_name: 'Admin',
        role_description: 'Administrator',
        menu: [{ idhak_akses: 1, menu: 'Dashboard' }],
        idjadwal_pelaksanaan: 2,
        kode_tes: [{ idjadwal: 2, kode_tes: 'KT-01' }],
        updated_at: later,
      },
      data: null,
    },
    remove: { input: { id_role: 1 }, data: null },
  },
  users: {
    list: { input: list, data: [{ draw: 3, list_data: pageOf([user]) }] },
    get: { input: { id: 7 }, data: [userDetail] },
    create: {
      input: {
        username: 'budi',
        password: 'rahasia-budi-1',
        password_confirm: 'rahasia-budi-1',
        name: 'Budi',
        path_photo: '/storage/photo/b.png',
        selected_role: '[1,2]',
      },
      data: null,
    },
    invite: {
      input: { username: 'budi', name: 'Budi', selected_role: '[2]' },
      data: passwordLink,
    },
    passwordLink: { input: { id: 7 }, data: passwordLink },
    update: {
      input: {
        id: 7,
        username: 'admin',
        name: 'Administrator',
        path_photo: null,
        selected_role: '[1]',
        password: '',
        password_confirm: '',
        updated_at: later,
      },
      data: null,
    },
    setStatus: { input: status, data: null },
    remove: { input: { id: 7 }, data: null },
    checkImport: {
      input: { rows: importRows },
      data: { rows: 2, errors: { 'rows.1.roles': ['Role Penguji tidak dikenal.'] } },
    },
    import: { input: { rows: importRows }, data: { created: 2 } },
  },
  pages: {
    list: { input: list, data: [{ draw: 3, list_data: pageOf([page], 'master/page') }] },
    get: { input: { id: 2 }, data: [pageDetail] },
    create: {
      input: { nama_page: 'beranda', deskripsi_page: 'Halaman depan', detail_page: detailPage },
      data: null,
    },
    update: {
      input: {
        id: 2,
        nama_page: 'beranda',
        deskripsi_page: 'Halaman depan',
        detail_page: detailPage,
        updated_at: later,
      },
      data: null,
    },
    setStatus: { input: { ...status, id: 2 }, data: null },
    remove: { input: { id: 2 }, data: null },
    render: { input: { name: 'beranda' }, data: pageDetail },
  },
  menus: {
    list: { input: list, data: [{ draw: 3, list_data: pageOf([menu], 'master/menu') }] },
    get: { input: { id: 4 }, data: [[menu]] },
    create: { input: menuForm, data: null },
    update: { input: { ...menuForm, id: 4, updated_at: later }, data: null },
    setStatus: { input: { ...status, id: 4 }, data: null },
    remove: { input: { id: 4 }, data: null },
    parents: {
      input: undefined,
      data: { referensi: [{ id_menu_master: 3, menu_master_nama: 'Master' }] },
    },
    ordering: {
      input: undefined,
      data: [[{ id: 3, name: 'Master', icon: 'bx bx-data', sub: [{ id: 4, name: 'Role' }] }]],
    },
    saveOrdering: { input: { list_menu: '[{"id":3,"sub":[{"id":4}]}]' }, data: null },
    menuRole: {
      input: { id_role: 1 },
      data: { data_menu: '[3,4]', menu_write: '[4]', updated_at: later },
    },
    saveMenuRole: {
      input: { id_role: 1, menu_data: '[3,4]', menu_write: '[4]', updated_at: later },
      data: null,
    },
  },
  ...plainExamples(),
  pelaksanaan: {
    list: {
      input: list,
      data: [
        {
          draw: 3,
          list_data: pageOf([{ ...schedule, kode_tes: 'UK-01, UK-02' }], 'master/pelaksanaan'),
        },
      ],
    },
    get: {
      input: { id: 2 },
      data: [
        {
          ...schedule,
          kode_tes: [
            { idjadwal: 4, kode_tes: 'UK-01' },
            { idjadwal: 5, kode_tes: 'UK-02' },
          ],
        },
      ],
    },
    create: {
      input: { pelaksanaan: 'Uji Kompetensi Gelombang 2', kode_tes: [{ kode_tes: 'UK-03' }] },
      data: null,
    },
    update: {
      input: {
        id: 2,
        pelaksanaan: 'Uji Kompetensi Gelombang 1',
        kode_tes: [{ idjadwal: 4, kode_tes: 'UK-01' }, { kode_tes: 'UK-04' }],
        updated_at: later,
      },
      data: null,
    },
    setStatus: { input: { ...status, id: 2 }, data: null },
    remove: { input: { id: 2 }, data: null },
  },
  configs: {
    get: {
      input: undefined,
      data: {
        ONE_TIME_LOGIN: 'Tidak',
        CAPTCHA: 'Ya',
        LOGO_SMALL: '/storage/logo/s.png',
        LOGO_FULL_DARK: null,
        LOGO_FULL_LIGHT: null,
        AUDIT_RETENTION_DAYS: '365',
      },
    },
    save: {
      input: { ONE_TIME_LOGIN: 'Ya', CAPTCHA: 'Tidak', LOGO_SMALL: '/storage/logo/s.png' },
      data: null,
    },
  },
  references: {
    roleActive: { input: undefined, data: { referensi: [{ id_role: 1, role_name: 'Admin' }] } },
    upload: {
      input: { file: new File([new Uint8Array(16)], 'foto.png', { type: 'image/png' }) },
      data: { path_file: '/storage/photo/foto.png' },
    },
  },
  audit: {
    list: {
      input: { draw: 3, length: 10, search: 'admin', entity: 'user', action: 'update' },
      data: [{ draw: 3, list_data: pageOf([auditRow], 'master/audit') }],
    },
    get: { input: { id: 41 }, data: [auditDetail] },
    history: {
      input: { draw: 1, entity: 'user', entity_id: '7' },
      data: [{ draw: 1, list_data: pageOf([auditDetail], 'master/audit/history') }],
    },
    restore: { input: { id: 41, entity: 'user', entity_id: '7' }, data: null },
  },
  bulk: {
    apply: {
      input: {
        list: 'users',
        action: 'disable',
        items: [
          { id: 7, updated_at: later },
          { id: 8, updated_at: at },
        ],
      },
      data: {
        results: [
          { id: 7, ok: true, reason: null, message: null },
          {
            id: 8,
            ok: false,
            reason: 'changed',
            message: 'Data telah diubah oleh pengguna lain. Muat ulang lalu coba kembali.',
          },
        ],
      },
    },
  },
  exports: {
    csv: {
      input: { list: 'users', search: 'budi', column: 'username', dir: 'asc' },
      data: null,
    },
  },
};

/** The example of an entry by its name ('roles.list'). */
export function exampleFor(name: string): { input: unknown; data: unknown } | undefined {
  const [resource = '', call = ''] = name.split('.');
  const calls = (examples as Record<string, Record<string, Example<EntryDef>> | undefined>)[
    resource
  ];
  return calls?.[call];
}
