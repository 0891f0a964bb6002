import { PLAIN_KINDS, plainFieldNames } from '@cermat/vocabulary';
import { fill, id, type Messages } from '../i18n';

/** What is wrong with a field, in words the product chooses (never a schema library's). */
type Bounded = 'min' | 'max' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems';
export type FieldIssue =
  { kind: Bounded; limit: number } | { kind: Exclude<keyof Messages['validation'], Bounded> };

/** 'Nama Role wajib diisi.', 'Urutan minimal 1.': the field's label and what it needs. */
export function fieldMessage(label: string, issue: FieldIssue, messages: Messages = id): string {
  return fill(messages.validation[issue.kind], {
    field: label,
    ...('limit' in issue ? { limit: issue.limit } : {}),
  });
}

/** A plain master's field labels: its locale section names them by field (PLAIN_MASTERS). */
const plainFieldLabels = (m: Messages): Record<string, string> =>
  Object.fromEntries(
    PLAIN_KINDS.flatMap((kind) => plainFieldNames(kind).map((name) => [name, m[kind][name]])),
  );

/** The label of each field the API takes, as the forms show it (the last name of a path). */
function fieldLabels(m: Messages): Record<string, string> {
  return {
    // Roles and their access
    role_name: m.role.name,
    role_description: m.role.description,
    id_role: m.user.roles,
    roles: m.user.roles,
    rows: m.userImport.row,
    menu: m.role.menus,
    idhak_akses: m.role.menus,
    idjadwal_pelaksanaan: m.role.schedule,
    kode_tes: m.role.testCodes,
    idjadwal: m.role.testCodes,
    // Menus
    menu_tipe: m.fields.menuType,
    nama_menu: m.menu.name,
    icon_menu: m.menu.icon,
    link_path_menu: m.menu.linkPath,
    link_name_menu: m.menu.linkName,
    urutan_menu: m.menu.order,
    parent_menu: m.menu.parent,
    nama_label: m.menu.labelName,
    urutan_label: m.menu.labelOrder,
    list_menu: m.fields.menuOrder,
    menu_data: m.role.menus,
    menu_write: m.menu.write,
    // Users and the profile
    username: m.user.username,
    password: m.user.password,
    password_confirm: m.user.passwordConfirm,
    current_password: m.auth.currentPassword,
    name: m.user.name,
    path_photo: m.fields.photo,
    selected_role: m.user.roles,
    token: m.user.linkLabel,
    file: m.fields.file,
    // Pages
    nama_page: m.page.name,
    deskripsi_page: m.page.description,
    detail_page: m.page.builder,
    columns: m.fields.columns,
    number: m.fields.number,
    grid: m.page.grid,
    component: m.page.componentFile,
    order: m.page.order,
    ...plainFieldLabels(m),
    pelaksanaan: m.pelaksanaan.name,
    // Shared by every record, audit and bulk actions
    id: m.fields.id,
    status: m.fields.status,
    updated_at: m.fields.version,
    items: m.fields.items,
    list: m.fields.items,
    action: m.audit.columnAction,
    entity: m.audit.columnEntity,
    entity_id: m.audit.columnEntityId,
  };
}

const isIndex = (segment: string | number) => typeof segment === 'number' || /^\d+$/.test(segment);
/** A configuration key (`ONE_TIME_LOGIN`): the configuration form shows keys as they are. */
const isConfigKey = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name);

/**
 * The label of a sent field by its path (`detail_page.0.columns.1.component` →
 * 'Nama File Component'): the last name that is not a list index; a configuration key
 * is its own label; anything else is 'Data'.
 */
export function fieldLabel(path: readonly (string | number)[], messages: Messages = id): string {
  const name = [...path].reverse().find((segment) => !isIndex(segment));
  if (name === undefined) return messages.fields.data;
  const key = String(name);
  if (isConfigKey(key)) return key;
  const labels = fieldLabels(messages);
  // Keys come from requests (`constructor`, `__proto__`): only the map's own names count.
  return Object.hasOwn(labels, key) ? labels[key]! : messages.fields.data;
}

/**
 * A recorded field's name in the audit's before/after view: the label a form or list shows
 * for it ('Nama Role', 'Updated At'), else the stored name as it is (`menu_read`, a
 * configuration key): an administrator still recognises it, and nothing is hidden as 'Data'.
 */
export function recordedFieldLabel(key: string, messages: Messages = id): string {
  const labels: Record<string, string> = {
    ...fieldLabels(messages),
    created_at: messages.common.createdAt,
    updated_at: messages.common.updatedAt,
  };
  return Object.hasOwn(labels, key) ? labels[key]! : key;
}
