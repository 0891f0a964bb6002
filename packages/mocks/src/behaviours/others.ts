import { examples } from '@cermat/contract';
import { id, LIST_KINDS, MASTERS, STATUS } from '@cermat/core';
import { refusals } from '../reply';
import { sessionOf } from '../session';
import type { MockStore } from '../store.types';
import type { Behaviour } from './behaviour';
import { listPage, masterBehaviours, writes } from './master';
import { scheduleChoiceBehaviours } from './pelaksanaan';
import { userImportBehaviours } from './user-import';

const roleWrites = writes('roles');

/** Whether the active role holds every right of a role, so may assign it (the server's rule). */
function grantable(store: MockStore, roleId: unknown): boolean {
  const caller = store.roleMenus.get(store.activeRoleId);
  const role = store.roleMenus.get(Number(roleId));
  if (!role) return true;
  return (
    role.read.every((m) => caller?.read.includes(m)) &&
    role.write.every((m) => caller?.write.includes(m))
  );
}

const enabledRoles: Behaviour = ({ store }) => ({
  data: {
    referensi: store.lists.roles
      .filter((r) => r.status === STATUS.ENABLE)
      .map((r) => ({
        id_role: r.id_role,
        role_name: r.role_name,
        grantable: grantable(store, r.id_role),
      })),
  },
});

/** Every other resource: roles (both shapes), users, pages, pohon profesi, configs, the rest. */
export const otherBehaviours: Record<string, Record<string, Behaviour>> = {
  roles: masterBehaviours('roles', (row) => [[row]]),
  roleAccess: {
    list: (call) => {
      const q = call.input.query;
      return {
        data: listPage(call, 'roles', {
          page: q.page,
          size: q.per_page,
          status: q.status,
          name: q.name,
        }),
      };
    },
    create: roleWrites.create,
    update: roleWrites.update,
    remove: roleWrites.remove,
    // The modal's schedules and codes: the store's Pelaksanaan rows (ENABLE ones only).
    ...scheduleChoiceBehaviours,
  },
  users: { ...masterBehaviours('users', (row) => [row]), ...userImportBehaviours },
  pages: {
    ...masterBehaviours('pages', (row) => [row]),
    render: ({ store, input }) => {
      const page = store.lists.pages.find(
        (p) => p.nama_page === input.query.name && p.status === STATUS.ENABLE,
      );
      if (!page) throw refusals[404]();
      return { data: page };
    },
  },
  pohonProfesi: masterBehaviours('pohonProfesi', (row) => [row]),
  dashboard: {
    get: ({ store }) => ({
      data: {
        counts: Object.fromEntries(
          LIST_KINDS.map((kind) => [MASTERS[kind].entity, store.lists[kind].length]),
        ),
        // The signed-in user's own roles, not every role.
        roles: sessionOf(store).roles.map((r) => ({ id_role: r.id_role, role_name: r.role_name })),
      },
    }),
  },
  configs: {
    get: ({ store }) => ({ data: store.configs }),
    save: ({ store, input }) => {
      Object.assign(store.configs, input.body);
      return { data: null, message: id.server.configSaved };
    },
  },
  references: {
    roleActive: enabledRoles,
    upload: async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const name = file instanceof File ? file.name : 'foto.png';
      return { data: { path_file: `/storage/photo/${encodeURIComponent(name)}` } };
    },
  },
};

/** Entries whose answer the mock does not compute: the contract's example data. */
export const exampleData = (resource: string, call: string): unknown =>
  (examples as Record<string, Record<string, { data: unknown } | undefined>>)[resource]?.[call]
    ?.data;
