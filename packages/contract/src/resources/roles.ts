import { MENU_LINK } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import {
  id,
  list,
  menuType,
  nullableText,
  queryId,
  recordStatus,
  requiredText,
  text,
  timestamp,
} from '../fields';
import { limits } from '../limits';
import { paginator, rolesPageQuery } from '../paging';
import { concurrency, masterEntries } from './master';

const menu = MENU_LINK.roles;

const role = z.object({
  id_role: id,
  role_name: text(limits.name),
  role_description: nullableText(limits.description),
  status: recordStatus,
  created_at: timestamp,
  updated_at: timestamp,
});
/** Role option (spec §3): referensi/role-active, dashboard. */
export const roleOption = z.object({ id_role: id, role_name: text(limits.name) });

const roleFields = {
  role_name: requiredText(limits.name),
  role_description: text(limits.description).optional(),
};
const roleCreate = z.object(roleFields);

/** `master/role/*` (spec §7): the common list pattern and the add/edit forms. */
export const roles = masterEntries({
  path: 'master/role',
  listPath: 'master/role/all',
  noun: 'role',
  menu,
  row: role,
  // Spec §7: data[0][0] has role_name and role_description.
  one: z.tuple([z.tuple([role])]),
  create: roleCreate,
  update: z.object({ id, ...roleFields, ...concurrency }),
  remove: z.object({ id_role: id }),
});

const idRoleParams = z.object({ id_role: queryId });

const menuOption = z.object({ idhak_akses: id, menu: text(limits.name) });
/**
 * A Hak Akses option is a menu (DECISIONS "One permission model"); where it sits lets the
 * console tell, before saving, what the role's side menu would show.
 */
const menuChoice = menuOption.extend({
  menu_master_parent: z.number().int().min(0),
  menu_master_type: menuType,
  menu_master_urutan: z.number().int().min(0),
  menu_master_link_path: nullableText(limits.path),
});
const testCode = z.object({ idjadwal: id, kode_tes: text(limits.name) });

/** Data of the "Hak Akses" modal (spec §3 edit detail). */
const roleAccessDetail = z.object({
  hak_akses: list(menuChoice, limits.listItems),
  // One execution schedule per role; null while none is chosen.
  roles_data_akses: z.object({ jadwal_pelaksanaan_idjadwal_pelaksanaan: id.nullable() }).nullable(),
  list_hak_akses: z
    .array(z.object({ hak_akses_idhak_akses: id, menu: text(limits.name) }))
    .max(limits.listItems),
  list_kode_tes: z
    .array(z.object({ jadwal_idjadwal: id, jadwal_kode_tes: text(limits.name) }))
    .max(limits.listItems),
  jadwal_pelaksanaan: z
    .array(z.object({ idjadwal_pelaksanaan: id, pelaksanaan: text(limits.name) }))
    .max(limits.listItems),
});

/** Role update payload (spec §3); both lists must be chosen ('Data belum lengkap'). */
const roleAccessUpdate = z.object({
  id_role: id,
  ...roleFields,
  menu: list(menuOption, limits.listItems, 1),
  idjadwal_pelaksanaan: id,
  kode_tes: list(testCode, limits.listItems, 1),
  ...concurrency,
});

/** `master/roles/*` (spec §7): the Laravel-style list and the "Hak Akses" modal. */
export const roleAccess = {
  list: entry({
    method: 'GET',
    path: 'master/roles',
    summary: 'List roles (Laravel page)',
    menu,
    right: 'read',
    query: rolesPageQuery,
    data: paginator(role),
  }),
  create: entry({
    method: 'POST',
    path: 'master/roles',
    summary: "Create a role ('Data berhasil disimpan')",
    menu,
    right: 'write',
    body: roleCreate,
    data: noData,
  }),
  detail: entry({
    method: 'GET',
    path: 'master/roles/get-detail-edit/{id_role}',
    summary: 'Menus, schedule and test codes of a role',
    menu,
    right: 'read',
    params: idRoleParams,
    data: roleAccessDetail,
  }),
  testCodes: entry({
    method: 'GET',
    path: 'master/roles/get-kode-tes/{idjadwal_pelaksanaan}',
    summary: 'Test codes of an execution schedule',
    menu,
    right: 'read',
    params: z.object({ idjadwal_pelaksanaan: queryId }),
    data: list(testCode, limits.listItems),
  }),
  update: entry({
    method: 'PUT',
    path: 'master/roles/{id_role}',
    summary: "Update a role with its menus, schedule and test codes ('Data berhasil diperbarui')",
    menu,
    right: 'write',
    params: idRoleParams,
    body: roleAccessUpdate,
    data: noData,
  }),
  remove: entry({
    method: 'DELETE',
    path: 'master/roles/{id_role}',
    summary: "Delete a role ('Data Berhasil dihapus')",
    menu,
    right: 'write',
    params: idRoleParams,
    data: noData,
  }),
};

export type Role = z.infer<typeof role>;
export type RoleOption = z.infer<typeof roleOption>;
export type RoleAccessDetail = z.infer<typeof roleAccessDetail>;
export type TestCode = z.infer<typeof testCode>;
