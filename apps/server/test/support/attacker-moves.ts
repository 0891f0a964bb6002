import { CONFIG_KEYS, entries, type EntryName } from '@cermat/contract';
import { ROLE_SEPARATOR } from '@cermat/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../src/db/raw';
import { call, entry, PNG_BYTES, upload, type Answer, type CallInput } from './client';
import type { Harness } from './harness';

/** Every write entry of the contract: the attacker may call any of them. */
export const WRITE_ENTRIES = entries
  .filter((e) => e.method !== 'GET')
  .map((e) => e.name)
  .sort() as EntryName[];

/**
 * One move: an entry and the dice that pick its ids and values. The ids are read from the
 * database when the move is played (`Ids`), so a move can name what earlier moves made.
 */
export const move = fc.record({
  entry: fc.constantFrom(...WRITE_ENTRIES),
  // Most moves go to an entry the attacker may call (its rights, or a signed-in user's
  // own entries): the others are refused at the door, and a search spent there finds less.
  focus: fc.nat(99),
  // Small numbers half the time: the first rows (the administrator, the Admin role, the
  // top menus) are the ones worth attacking.
  a: fc.oneof(fc.nat(8), fc.nat()),
  b: fc.oneof(fc.nat(8), fc.nat()),
  some: fc.uniqueArray(fc.nat(63), { maxLength: 12 }),
  all: fc.boolean(),
  flag: fc.boolean(),
  word: fc.constantFrom('admin', 'Admin', 'penyerang', 'all-user', 'all-role', 'baru', 'ADMİN'),
});
export type Move = typeof move extends fc.Arbitrary<infer M> ? M : never;

/** The ids of everything a move may name, read just before it is played. */
interface Ids {
  roles: number[];
  /** The roles' names, in the order of `roles` (an import names roles, not ids). */
  roleNames: string[];
  users: { id: number; username: string; roles: number[] }[];
  menus: { id: number; type: string }[];
  pages: number[];
  pohon: number[];
  audit: { id: number; entity: string; entity_id: string }[];
  schedules: { id: number; codes: { idjadwal: number; kode_tes: string }[] }[];
}

async function readIds(h: Harness): Promise<Ids> {
  const rows = (q: ReturnType<typeof sql>) => queryRows(h.db, q);
  const [roles, users, menus, pages, pohon, audit, codes, holds] = await Promise.all([
    rows(sql`select id_role as id, role_name as name from roles order by 1`),
    rows(sql`select id, username from users order by 1`),
    rows(sql`select id_menu_master as id, menu_master_type as type from menu_master order by 1`),
    rows(sql`select id from pages order by 1`),
    rows(sql`select id_pohon_profesi as id from pohon_profesi order by 1`),
    rows(sql`select id, entity, entity_id from audit_log order by id desc limit 64`),
    rows(sql`select idjadwal_pelaksanaan as s, idjadwal, kode_tes from kode_tes order by 2`),
    rows(sql`select user_id, id_role from user_roles order by 2`),
  ]);
  const schedules = new Map<number, { idjadwal: number; kode_tes: string }[]>();
  for (const c of codes)
    schedules.set(Number(c.s), [
      ...(schedules.get(Number(c.s)) ?? []),
      { idjadwal: Number(c.idjadwal), kode_tes: String(c.kode_tes) },
    ]);
  return {
    roles: roles.map((r) => Number(r.id)),
    roleNames: roles.map((r) => String(r.name)),
    users: users.map((u) => ({
      id: Number(u.id),
      username: String(u.username),
      roles: holds.filter((x) => Number(x.user_id) === Number(u.id)).map((x) => Number(x.id_role)),
    })),
    menus: menus.map((m) => ({ id: Number(m.id), type: String(m.type) })),
    pages: pages.map((p) => Number(p.id)),
    pohon: pohon.map((p) => Number(p.id)),
    audit: audit.map((r) => ({
      id: Number(r.id),
      entity: String(r.entity),
      entity_id: String(r.entity_id),
    })),
    schedules: [...schedules].map(([id, list]) => ({ id, codes: list })),
  };
}

const at = <T>(list: T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];
const idAt = (list: number[], i: number) => at(list, i) ?? 1;
/** A selection: every id when `all`, else the ones the dice pick. */
const chosen = <T>(list: T[], m: Move): T[] =>
  m.all
    ? list
    : [...new Set(m.some.map((i) => at(list, i)))].filter((x): x is T => x !== undefined);

/** What the attacker knows: its token and the passwords it set itself. */
export interface Attacker {
  userId: number;
  token: string;
  password: string;
  /** username → password, for every account whose password the attacker chose. */
  known: Map<string, string>;
  /** The password links it was given (users.invite, users.passwordLink), newest last. */
  links: { token: string; username: string }[];
}

export const ATTACKER_PASSWORD = 'Kuda-Laut-Biru-77';

const status = (m: Move) => (m.flag ? 'ENABLE' : 'DISABLE');
const name = (m: Move) => (m.b % 3 === 0 ? m.word : `${m.word} ${m.b % 97}`);

type Builder = (ids: Ids, m: Move, a: Attacker) => CallInput;

const importedUser = (ids: Ids, m: Move) => ({
  username: `${m.word}${m.b % 1000}`,
  name: name(m),
  status: status(m),
  roles: chosen(ids.roleNames, m).slice(0, 3).join(ROLE_SEPARATOR),
});

/** The request each write entry makes of a move (a new entry without one fails the test). */
export const BUILD: Partial<Record<EntryName, Builder>> = {
  'auth.login': (ids, m, a) => {
    const user = m.flag ? at(ids.users, m.a) : undefined;
    const password = user ? a.known.get(user.username.toLowerCase()) : undefined;
    return { body: { username: user?.username ?? m.word, password: password ?? a.password } };
  },
  'auth.logout': () => ({}),
  'auth.switchRole': (ids, m) => ({ body: { id_role: idAt(ids.roles, m.a) } }),
  'auth.updateProfile': (_, m) => ({ body: { name: name(m) } }),
  'roles.create': (_, m) => ({ body: { role_name: name(m), role_description: m.word } }),
  'roles.update': (ids, m) => ({
    body: { id: idAt(ids.roles, m.a), role_name: name(m), role_description: m.word },
  }),
  'roles.setStatus': (ids, m) => ({ body: { id: idAt(ids.roles, m.a), status: status(m) } }),
  'roles.remove': (ids, m) => ({ body: { id_role: idAt(ids.roles, m.a) } }),
  'roleAccess.create': (_, m) => ({ body: { role_name: name(m) } }),
  'roleAccess.update': (ids, m) => {
    const schedule = at(ids.schedules, m.b);
    return {
      params: { id_role: idAt(ids.roles, m.a) },
      body: {
        id_role: idAt(ids.roles, m.a),
        role_name: name(m),
        menu: chosen(ids.menus, m).map((x) => ({ idhak_akses: x.id, menu: 'x' })),
        idjadwal_pelaksanaan: schedule?.id ?? 1,
        kode_tes: schedule?.codes.slice(0, 1) ?? [{ idjadwal: 1, kode_tes: 'x' }],
      },
    };
  },
  'roleAccess.remove': (ids, m) => ({ params: { id_role: idAt(ids.roles, m.a) } }),
  'users.create': (ids, m) => ({
    body: {
      username: m.flag ? (at(ids.users, m.b)?.username ?? m.word) : `${m.word}${m.b % 1000}`,
      name: name(m),
      password: ATTACKER_PASSWORD,
      password_confirm: ATTACKER_PASSWORD,
      selected_role: JSON.stringify(chosen(ids.roles, m).slice(0, 3)),
    },
  }),
  'users.update': (ids, m) => {
    const user = at(ids.users, m.a)!;
    // One of the four things the form changes, or all of them.
    const change = m.b % 5;
    return {
      body: {
        id: user.id,
        username: change === 0 || change === 4 ? `${m.word}${m.b % 1000}` : user.username,
        name: change === 1 || change === 4 ? name(m) : user.username,
        selected_role: JSON.stringify(
          change === 3 || change === 4 ? chosen(ids.roles, m).slice(0, 3) : user.roles,
        ),
        ...(change === 2 || change === 4
          ? { password: ATTACKER_PASSWORD, password_confirm: ATTACKER_PASSWORD }
          : {}),
      },
    };
  },
  'users.invite': (ids, m) => ({
    body: {
      username: `${m.word}${m.b % 1000}`,
      name: name(m),
      selected_role: JSON.stringify(chosen(ids.roles, m).slice(0, 3)),
    },
  }),
  'users.passwordLink': (ids, m) => ({ body: { id: at(ids.users, m.a)!.id } }),
  // A link it was given, or a guess.
  'auth.checkPasswordLink': (_, m, a) => ({ body: { token: at(a.links, m.a)?.token ?? m.word } }),
  'auth.usePasswordLink': (_, m, a) => ({
    body: {
      token: at(a.links, m.a)?.token ?? m.word,
      password: ATTACKER_PASSWORD,
      password_confirm: ATTACKER_PASSWORD,
    },
  }),
  // One row as the export writes it: roles by name, those the dice pick.
  'users.checkImport': (ids, m) => ({ body: { rows: [importedUser(ids, m)] } }),
  'users.import': (ids, m) => ({ body: { rows: [importedUser(ids, m)] } }),
  'users.setStatus': (ids, m) => ({ body: { id: at(ids.users, m.a)!.id, status: status(m) } }),
  'users.remove': (ids, m) => ({ body: { id: at(ids.users, m.a)!.id } }),
  'pages.create': (_, m) => ({ body: { nama_page: name(m), detail_page: [] } }),
  'pages.update': (ids, m) => ({
    body: { id: idAt(ids.pages, m.a), nama_page: name(m), detail_page: [] },
  }),
  'pages.setStatus': (ids, m) => ({ body: { id: idAt(ids.pages, m.a), status: status(m) } }),
  'pages.remove': (ids, m) => ({ body: { id: idAt(ids.pages, m.a) } }),
  'menus.create': (ids, m) => ({ body: menuForm(ids, m) }),
  'menus.update': (ids, m) => ({ body: { id: at(ids.menus, m.a)!.id, ...menuForm(ids, m) } }),
  'menus.setStatus': (ids, m) => ({ body: { id: at(ids.menus, m.a)!.id, status: status(m) } }),
  'menus.remove': (ids, m) => ({ body: { id: at(ids.menus, m.a)!.id } }),
  'menus.saveOrdering': (ids, m) => ({ body: { list_menu: JSON.stringify(ordering(ids, m)) } }),
  'menus.saveMenuRole': (ids, m) => {
    const menus = chosen(ids.menus, m).map((x) => x.id);
    return {
      body: {
        id_role: idAt(ids.roles, m.a),
        menu_data: JSON.stringify(menus),
        ...(m.flag ? { menu_write: JSON.stringify(menus) } : {}),
      },
    };
  },
  'pohonProfesi.create': (_, m) => ({ body: { nama_pohon_profesi: name(m) } }),
  'pohonProfesi.update': (ids, m) => ({
    body: { id: idAt(ids.pohon, m.a), nama_pohon_profesi: name(m) },
  }),
  'pohonProfesi.setStatus': (ids, m) => ({
    body: { id: idAt(ids.pohon, m.a), status: status(m) },
  }),
  'pohonProfesi.remove': (ids, m) => ({ body: { id: idAt(ids.pohon, m.a) } }),
  'pelaksanaan.create': (_, m) => ({
    body: { pelaksanaan: name(m), kode_tes: [{ kode_tes: `${m.word}-${m.a % 97}` }] },
  }),
  // Codes kept, renamed, dropped (one a role may hold) and added, by the dice.
  'pelaksanaan.update': (ids, m) => {
    const schedule = at(ids.schedules, m.a);
    const kept = chosen(schedule?.codes ?? [], m).map((c) =>
      m.flag ? c : { idjadwal: c.idjadwal, kode_tes: `${c.kode_tes}-${m.b % 7}` },
    );
    return {
      body: {
        id: schedule?.id ?? 1,
        pelaksanaan: name(m),
        kode_tes: kept.length ? kept : [{ kode_tes: `${m.word}-${m.b % 97}` }],
      },
    };
  },
  'pelaksanaan.setStatus': (ids, m) => ({
    body: { id: at(ids.schedules, m.a)?.id ?? 1, status: status(m) },
  }),
  'pelaksanaan.remove': (ids, m) => ({ body: { id: at(ids.schedules, m.a)?.id ?? 1 } }),
  'configs.save': (_, m) => {
    const key = at([...CONFIG_KEYS], m.a)!;
    const values = ['Ya', 'Tidak', '1', '30', '400', ''];
    return { body: { [key]: at(values, m.b)! } };
  },
  'references.upload': () => ({}),
  'audit.restore': (ids, m) => {
    const row = at(ids.audit, m.a);
    return { body: row ? { id: row.id, entity: row.entity, entity_id: row.entity_id } : {} };
  },
  'bulk.apply': (ids, m) => {
    const lists = {
      roles: ids.roles,
      menus: ids.menus.map((x) => x.id),
      users: ids.users.map((x) => x.id),
      pages: ids.pages,
      'pohon-profesi': ids.pohon,
      pelaksanaan: ids.schedules.map((x) => x.id),
    } as const;
    const list = at(Object.keys(lists), m.a) as keyof typeof lists;
    const action = at(['disable', 'restore', 'delete'], m.b)!;
    return { body: { list, action, items: chosen(lists[list], m).map((id) => ({ id })) } };
  },
};

function menuForm(ids: Ids, m: Move) {
  const parents = [0, ...ids.menus.filter((x) => x.type === 'MENU').map((x) => x.id)];
  if (m.b % 4 === 3)
    return { menu_tipe: 'LABEL', nama_label: name(m), urutan_label: (m.a % 50) + 1 };
  return {
    menu_tipe: 'MENU',
    nama_menu: name(m),
    link_path_menu: `/${m.word.toLowerCase()}`,
    link_name_menu: m.flag ? m.word : `${m.word}-${m.b % 100}`,
    urutan_menu: (m.a % 50) + 1,
    parent_menu: at(parents, m.b)!,
  };
}

/** A menu tree of the existing ids: roots, with the chosen ones moved under another menu. */
function ordering(ids: Ids, m: Move) {
  const moved = new Set(chosen(ids.menus, m).map((x) => x.id));
  const hosts = ids.menus.filter((x) => x.type === 'MENU' && !moved.has(x.id));
  const host = at(hosts, m.b);
  const sub = host ? [...moved].map((id) => ({ id })) : [];
  return ids.menus
    .filter((x) => !host || !moved.has(x.id))
    .map((x) => (x.id === host?.id ? { id: x.id, sub } : { id: x.id }));
}

/** The write entries a caller holding these rights (`link:write`) may call. */
function callable(held: ReadonlySet<string>): EntryName[] {
  return entries
    .filter((e) => e.method !== 'GET')
    .filter((e) => !e.menu || held.has(`${e.menu}:${e.right === 'read' ? 'read' : 'write'}`))
    .map((e) => e.name as EntryName);
}

/** Plays one move as the attacker, whose rights at the start were `held`: the entry and answer. */
export async function play(
  h: Harness,
  a: Attacker,
  chosenMove: Move,
  held: ReadonlySet<string>,
): Promise<{ entry: EntryName; answer: Answer }> {
  const open = callable(held);
  const m =
    chosenMove.focus < 80
      ? { ...chosenMove, entry: at(open, chosenMove.a + chosenMove.b)! }
      : chosenMove;
  const ids = await readIds(h);
  if (m.entry === 'references.upload')
    return { entry: m.entry, answer: await upload(h, PNG_BYTES, 'a.png', 'image/png', a.token) };
  const input = BUILD[m.entry]!(ids, m, a);
  const answer = await call(h, entry(m.entry), input, a.token);
  learn(a, m, input, answer);
  return { entry: m.entry, answer };
}

/** What the attacker learns from an answer: a new token, a password link, or a password it set. */
function learn(a: Attacker, m: Move, input: CallInput, answer: Answer) {
  const body = (input.body ?? {}) as Record<string, unknown>;
  if ((m.entry === 'users.invite' || m.entry === 'users.passwordLink') && answer.status === 200)
    a.links.push(answer.body.data as { token: string; username: string });
  if (m.entry === 'auth.usePasswordLink' && answer.status === 200) {
    const link = a.links.find((l) => l.token === body.token);
    if (link) a.known.set(link.username.toLowerCase(), ATTACKER_PASSWORD);
  }
  const data = answer.body?.data as { access_token?: string } | null;
  if (m.entry === 'auth.login' && answer.status === 200 && data?.access_token)
    a.token = data.access_token;
  if ((m.entry === 'users.create' || m.entry === 'users.update') && answer.status === 200)
    if (typeof body.password === 'string' && typeof body.username === 'string')
      a.known.set(body.username.toLowerCase(), body.password);
}
