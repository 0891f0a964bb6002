import { MASTERS, PLAIN_KINDS, PLAIN_MASTERS, plainFieldNames } from '@cermat/vocabulary';
import { recordedFieldLabel } from '../forms/field-messages';
import type { Messages } from '../i18n';

type Labels = Readonly<Record<string, string>>;

const stamps = (m: Messages) => ({
  status: m.common.status,
  created_at: m.common.createdAt,
  updated_at: m.common.updatedAt,
});

/**
 * Each entity's recorded fields in its form's order, labelled as the form labels them.
 * A menu that is a LABEL calls its name and order as the form's LABEL group does.
 */
function entityLabels(m: Messages, entity: string, isLabel: boolean): Labels {
  switch (entity) {
    case 'role':
      return {
        role_name: m.role.name,
        role_description: m.role.description,
        menu_read: m.audit.menuRead,
        menu_write: m.audit.menuWrite,
        idjadwal_pelaksanaan: m.role.schedule,
        kode_tes: m.role.testCodes,
        ...stamps(m),
      };
    case 'menu':
      return {
        menu_master_type: m.fields.menuType,
        menu_master_nama: isLabel ? m.menu.labelName : m.menu.name,
        menu_master_icon: m.menu.icon,
        menu_master_link_path: m.menu.linkPath,
        menu_master_link_name: m.menu.linkName,
        menu_master_urutan: isLabel ? m.menu.labelOrder : m.menu.order,
        menu_master_parent: m.menu.parent,
        ...stamps(m),
      };
    case 'user':
      return {
        username: m.user.username,
        password: m.user.password,
        name: m.user.name,
        path_photo: m.fields.photo,
        roles: m.user.roles,
        ...stamps(m),
      };
    case 'page':
      return {
        nama_page: m.page.name,
        deskripsi_page: m.page.description,
        rows: m.page.builder,
        ...stamps(m),
      };
    case 'pelaksanaan':
      return { pelaksanaan: m.pelaksanaan.name, kode_tes: m.pelaksanaan.testCodes, ...stamps(m) };
    case 'session':
      return {
        user_id: m.user.username,
        active_role_id: m.audit.activeRole,
        expires_at: m.audit.expiresAt,
        revoked_at: m.audit.revokedAt,
      };
    case 'upload':
      return { mime: m.audit.fileType, size: m.audit.fileSize, created_at: m.common.createdAt };
    default:
      return stamps(m);
  }
}

/** A plain master's own id field, by its entity. */
const PLAIN_IDS = Object.fromEntries(
  PLAIN_KINDS.map((kind) => [MASTERS[kind].entity, [PLAIN_MASTERS[kind].id]]),
);

/**
 * Fields a change never shows: a record's own id (the row names the record already) and a
 * schedule's code ids (its codes show as themselves).
 */
const HIDDEN: Readonly<Record<string, readonly string[]>> = {
  role: ['id_role'],
  menu: ['id_menu_master'],
  user: ['id'],
  page: ['id'],
  pelaksanaan: ['idjadwal_pelaksanaan', 'idjadwal'],
  ...PLAIN_IDS,
};

/** Whether a recorded field of `entity` is left out of its changes. */
export const isHidden = (entity: string, key: string): boolean =>
  Object.hasOwn(HIDDEN, entity) && HIDDEN[entity]!.includes(key);

/** A plain master's fields, labelled by its locale section (its declaration names them). */
const plainLabels = (m: Messages, entity: string): Labels => {
  const kind = PLAIN_KINDS.find((each) => MASTERS[each].entity === entity);
  return kind === undefined
    ? {}
    : Object.fromEntries(plainFieldNames(kind).map((name) => [name, m[kind][name]]));
};

/** The labels of an entity's fields, in the order its form shows them. */
export const fieldLabelsOf = (m: Messages, entity: string, isLabel: boolean): Labels => ({
  ...plainLabels(m, entity),
  ...entityLabels(m, entity, isLabel),
});

/** A field's label: its form's, else a shared one, else its stored name (a configuration key). */
export const labelOf = (labels: Labels, key: string, m: Messages): string =>
  Object.hasOwn(labels, key) ? labels[key]! : recordedFieldLabel(key, m);
