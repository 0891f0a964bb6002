import { menuOrder, type Contract, type EntryBody } from '@cermat/contract';
import { fill, id as texts } from '@cermat/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { rolesHoldingEverything } from '../../auth/lockout';
import type { Db } from '../../db/client';
import { menuMaster, roleMenus, roles } from '../../db/schema';
import { auditedWrite } from '../../audit/record';
import { ApiError, fewNames, invalid, notFound } from '../../http/errors';
import type { ResourceHandlers } from '../../context/handler';
import { guardedUpdate, removeDisabled, statusHandler } from '../../records/lifecycle';
import { listHandler } from '../../lists/list-handler';
import { parseWith } from '../../context/validate';
import { idList, insertedId, iso, withIsoDates } from '../../records/rows';
import { uniqueField } from '../../records/unique';
import { expectedVersion, versioned } from '../../records/versions';
import { replaceRoleRights } from '../../auth/role-rights';
import { roleLifecycle } from '../roles/roles.model';
import { menuLifecycle, menuListSpec } from './menus.model';

/** A menu name is unique under its parent, a link name everywhere: errors go to their fields. */
const uniqueName = <T>(form: MenuForm, work: () => Promise<T>) =>
  uniqueField(form.menu_tipe === 'MENU' ? 'nama_menu' : 'nama_label', work, {
    menu_link_name_uq: 'link_name_menu',
  });

/** The menu form as the contract parsed it; an edit's form carries id and updated_at too. */
type MenuForm = EntryBody<Contract['menus']['create']>;

/** The menu_master columns a form sets; a LABEL has no link, icon or parent. */
function formValues(form: MenuForm) {
  return form.menu_tipe === 'MENU'
    ? {
        menu_master_type: 'MENU' as const,
        menu_master_nama: form.nama_menu,
        menu_master_icon: form.icon_menu ?? '',
        // Blank on a group: it opens no screen.
        menu_master_link_path: form.link_path_menu ?? '',
        menu_master_link_name: form.link_name_menu ?? '',
        menu_master_urutan: form.urutan_menu,
        menu_master_parent: form.parent_menu,
      }
    : {
        menu_master_type: 'LABEL' as const,
        menu_master_nama: form.nama_label,
        menu_master_icon: '',
        menu_master_link_path: '',
        menu_master_link_name: '',
        menu_master_urutan: form.urutan_label,
        menu_master_parent: 0,
      };
}

async function existingIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: menuMaster.id_menu_master })
    .from(menuMaster)
    .where(inArray(menuMaster.id_menu_master, ids));
  return new Set(rows.map((r) => r.id));
}

/** The parent must exist and must not be the menu itself or one of its descendants. */
async function checkParent(db: Db, parent: number, self?: number): Promise<void> {
  let current = parent;
  for (let depth = 0; current !== 0 && depth < 64; depth++) {
    const [row] = await db
      .select({ parent: menuMaster.menu_master_parent, type: menuMaster.menu_master_type })
      .from(menuMaster)
      .where(eq(menuMaster.id_menu_master, current));
    if (!row || current === self) throw invalid({ parent_menu: [texts.server.invalid] });
    // DECISIONS "A LABEL is never a parent": only MENU entries hold submenus.
    if (depth === 0 && row.type === 'LABEL')
      throw invalid({ parent_menu: [texts.server.labelParent] });
    current = row.parent;
  }
}

/** 422 when the order puts a menu under a LABEL (a heading holds no submenus). */
async function refuseLabelParents(db: Db, parents: number[]): Promise<void> {
  const ids = [...new Set(parents.filter((p) => p !== 0))];
  if (!ids.length) return;
  const labels = await db
    .select({ id: menuMaster.id_menu_master })
    .from(menuMaster)
    .where(and(inArray(menuMaster.id_menu_master, ids), eq(menuMaster.menu_master_type, 'LABEL')));
  if (labels.length) throw invalid({ list_menu: [texts.server.labelParent] });
}

/**
 * 409 naming the submenus of a menu about to be deleted: they would be left under a parent
 * that no longer exists. They are moved or deleted first.
 */
async function refuseParentOfChildren(db: Db, id: number): Promise<void> {
  const children = await db
    .select({ name: menuMaster.menu_master_nama })
    .from(menuMaster)
    .where(eq(menuMaster.menu_master_parent, id))
    .orderBy(asc(menuMaster.menu_master_urutan), asc(menuMaster.id_menu_master))
    .limit(6);
  if (!children.length) return;
  const names = fewNames(children.map((c) => c.name));
  throw new ApiError(409, fill(texts.server.menuHasChildren, { names }));
}

interface TreeItem {
  id: number;
  name: string;
  icon: string | null;
  type: 'MENU' | 'LABEL';
  link_path: string | null;
  sub?: TreeItem[];
}

/** Enabled menus as the nested list of the ordering and role-menu screens. */
async function menuTree(db: Db): Promise<TreeItem[]> {
  const rows = await db
    .select({
      id: menuMaster.id_menu_master,
      name: menuMaster.menu_master_nama,
      icon: menuMaster.menu_master_icon,
      type: menuMaster.menu_master_type,
      parent: menuMaster.menu_master_parent,
      link_path: menuMaster.menu_master_link_path,
    })
    .from(menuMaster)
    .where(eq(menuMaster.status, 'ENABLE'))
    .orderBy(asc(menuMaster.menu_master_urutan), asc(menuMaster.id_menu_master));
  const known = new Set(rows.map((r) => r.id));
  const placed = new Set<number>();
  // A parent cycle (A under B under A) must not recurse forever: each menu is placed once.
  const build = (parent: number): TreeItem[] =>
    rows
      .filter((r) => !placed.has(r.id))
      .filter((r) => r.parent === parent || (parent === 0 && !known.has(r.parent)))
      .map((r) => {
        placed.add(r.id);
        const sub = build(r.id);
        const item = {
          id: r.id,
          name: r.name,
          icon: r.icon || null,
          type: r.type,
          link_path: r.link_path || null,
        };
        return { ...item, ...(sub.length ? { sub } : {}) };
      });
  return build(0);
}

type OrderItem = z.output<typeof menuOrder>[number];

/**
 * Flattens the saved order into (id, parent, position) triples, each menu before its
 * submenus. An explicit stack, not recursion: the tree's depth comes from the request.
 */
function flattenOrder(items: OrderItem[]): { id: number; parent: number; urutan: number }[] {
  // Reversed, so popping visits the list in its own order.
  const visits = (list: OrderItem[], parent: number) =>
    list.map((item, i) => ({ item, parent, urutan: i + 1 })).reverse();
  const stack = visits(items, 0);
  const out: { id: number; parent: number; urutan: number }[] = [];
  for (let next = stack.pop(); next; next = stack.pop()) {
    out.push({ id: next.item.id, parent: next.parent, urutan: next.urutan });
    stack.push(...visits(next.item.sub ?? [], next.item.id));
  }
  return out;
}

export const menuHandlers: ResourceHandlers<'menus'> = {
  'menus.list': listHandler('menus', menuListSpec),

  'menus.get': async ({ db, c }, { query }) => {
    const [row] = await db.select().from(menuMaster).where(eq(menuMaster.id_menu_master, query.id));
    if (!row) throw notFound();
    return { data: [[versioned(c, withIsoDates(row))]] };
  },

  'menus.create': async (ctx, { body: form }) => {
    const values = formValues(form);
    await checkParent(ctx.db, values.menu_master_parent);
    await uniqueName(form, () =>
      auditedWrite(ctx, { action: 'create', entity: 'menu' }, async (tx) => {
        const holders = await rolesHoldingEverything(tx);
        const id = await insertedId(
          tx.insert(menuMaster).values(values).returning({ id: menuMaster.id_menu_master }),
        );
        // A role that held every right still does: the administrator can grant the new menu.
        if (holders.length)
          await tx.insert(roleMenus).values(
            holders.map((id_role) => ({
              id_role,
              id_menu_master: id,
              is_read: true,
              is_write: true,
            })),
          );
        return id;
      }),
    );
    return { data: null, message: texts.server.saved };
  },

  'menus.update': async (ctx, { body: form }) => {
    const { db, c } = ctx;
    const [current] = await db
      .select({ type: menuMaster.menu_master_type })
      .from(menuMaster)
      .where(eq(menuMaster.id_menu_master, form.id));
    if (!current) throw notFound();
    // Spec §5: the type is locked on edit.
    if (current.type !== form.menu_tipe) throw invalid({ menu_tipe: [texts.server.invalid] });
    const values = formValues(form);
    await checkParent(db, values.menu_master_parent, form.id);
    const expected = expectedVersion(c, form.updated_at);
    // A new link name can move the rights of Role, Menu or User away from everyone.
    await uniqueName(form, () =>
      auditedWrite(ctx, { action: 'update', entity: 'menu', id: form.id }, (tx) =>
        guardedUpdate(tx, menuLifecycle, form.id, expected, values),
      ),
    );
    return { data: null, message: texts.server.updated };
  },

  'menus.setStatus': statusHandler(menuLifecycle),

  // Deleting a menu deletes every role's rights on it.
  'menus.remove': async (ctx, { body }) => {
    await auditedWrite(ctx, { action: 'delete', entity: 'menu', id: body.id }, async (tx) => {
      await refuseParentOfChildren(tx, body.id);
      await removeDisabled(tx, menuLifecycle, body.id);
    });
    return { data: null, message: texts.server.deleted };
  },

  'menus.parents': async ({ db }) => {
    const referensi = await db
      .select({
        id_menu_master: menuMaster.id_menu_master,
        menu_master_nama: menuMaster.menu_master_nama,
      })
      .from(menuMaster)
      .where(and(eq(menuMaster.status, 'ENABLE'), eq(menuMaster.menu_master_type, 'MENU')))
      .orderBy(asc(menuMaster.menu_master_nama))
      .limit(1000);
    return { data: { referensi } };
  },

  'menus.ordering': async ({ db }) => ({ data: [await menuTree(db)] }),

  'menus.saveOrdering': async (ctx, { body }) => {
    const { db } = ctx;
    // The binder checked the text's nesting and shape; decoded here with the same schema.
    const order = flattenOrder(parseWith(menuOrder, JSON.parse(body.list_menu)));
    const ids = order.map((o) => o.id);
    const known = await existingIds(db, ids);
    if (new Set(ids).size !== ids.length || ids.some((i) => !known.has(i)))
      throw invalid({ list_menu: [texts.server.invalid] });
    await refuseLabelParents(
      db,
      order.map((o) => o.parent),
    );
    // Two menus of one name may not end up under one parent.
    await uniqueField('list_menu', () =>
      auditedWrite(ctx, { action: 'ordering', entity: 'menu_order', id: 'all' }, async (tx) => {
        for (const o of order)
          await tx
            .update(menuMaster)
            .set({ menu_master_parent: o.parent, menu_master_urutan: o.urutan })
            .where(eq(menuMaster.id_menu_master, o.id));
      }),
    );
    return { data: null, message: texts.server.updated };
  },

  'menus.menuRole': async ({ db, c }, { query }) => {
    const roleId = query.id_role;
    const [role] = await db
      .select({ updated_at: roles.updated_at })
      .from(roles)
      .where(eq(roles.id_role, roleId));
    if (!role) throw notFound();
    const rights = await db
      .select()
      .from(roleMenus)
      .where(eq(roleMenus.id_role, roleId))
      .orderBy(roleMenus.id_menu_master);
    return {
      data: versioned(c, {
        data_menu: JSON.stringify(
          rights.filter((r) => r.is_read || r.is_write).map((r) => r.id_menu_master),
        ),
        menu_write: JSON.stringify(rights.filter((r) => r.is_write).map((r) => r.id_menu_master)),
        updated_at: iso(role.updated_at),
      }),
    };
  },

  'menus.saveMenuRole': async (ctx, { body }) => {
    const { db } = ctx;
    const roleId = body.id_role;
    const menuWrite = body.menu_write;
    const granted = idList(body.menu_data);
    const known = await existingIds(db, [...granted, ...idList(menuWrite ?? '[]')]);
    if ([...granted, ...idList(menuWrite ?? '[]')].some((i) => !known.has(i)))
      throw invalid({ menu_data: [texts.server.invalid] });
    const expected = expectedVersion(ctx.c, body.updated_at);
    // Under the rights lock, saves of one role run one after the other: the second sees
    // the first's rows instead of inserting beside them (parallel saves were 500s).
    await auditedWrite(ctx, { action: 'menu-role', entity: 'role', id: roleId }, async (tx) => {
      await guardedUpdate(tx, roleLifecycle, roleId, expected, {});
      // The spec's payload has no menu_write: menus that stay granted keep their write
      // flag, a newly granted one is read only (DECISIONS "Access rights").
      const write = menuWrite === undefined ? undefined : idList(menuWrite);
      await replaceRoleRights(tx, roleId, granted, { write });
    });
    return { data: null, message: texts.server.menuConfigSaved };
  },
};
