import { PLAIN_KINDS, PLAIN_MASTERS, type PlainKind } from '@cermat/vocabulary';
import type { ResourceName } from './contract';
import type { EntryDef, Right } from './entry';

/** A plain master's tag: its records and their path, from its declaration. */
const plainTags = () =>
  Object.fromEntries(
    PLAIN_KINDS.map((kind) => {
      const { noun, path } = PLAIN_MASTERS[kind];
      return [kind, `Each ${noun}, with its status (${path})`];
    }),
  ) as Record<PlainKind, string>;

/**
 * The OpenAPI tag of each resource of the contract, with its description. Typed by the
 * table, so a new resource cannot reach the document without a declared tag.
 */
export const RESOURCE_TAGS: Record<ResourceName, string> = {
  auth: 'Sign-in, the session, the own profile and the access checks of the console',
  dashboard: 'The counts and roles on the home screen',
  roles: 'Roles, DataTables-style (master/role/*, spec §7)',
  roleAccess: 'Roles with their menus, execution schedule and test codes (master/roles/*)',
  users: 'Users with their roles and photo (master/user)',
  pages: 'Pages built from rows and columns, and their rendering (master/page)',
  menus: 'Menus, their order and the menus of each role (master/menu, referensi/menu-parent)',
  ...plainTags(),
  pelaksanaan:
    'Execution schedules and their test codes, offered by Hak Akses (master/pelaksanaan)',
  configs: 'System configuration (master/configs)',
  references: 'Active roles for the user form, and the photo upload (referensi/*)',
  audit: "The audit trail: every write, one record's history and its restore (master/audit)",
  bulk: 'Disable, restore or delete selected rows of a list in one call (master/bulk)',
  exports: 'Every row of a list as CSV (master/export)',
};

const RIGHTS: Record<Right, (menu: string | null) => string> = {
  public: () => 'Needs no session.',
  session: () => 'Needs a live session (bearer token).',
  read: (menu) => `Needs read on the menu \`${menu}\` for the active role.`,
  write: (menu) => `Needs write on the menu \`${menu}\` for the active role.`,
};

/**
 * One paragraph per call of an operation: what it does, which key selects it among the
 * calls sharing the method and path, and the right it needs (the binder enforces that).
 */
export function describeCalls(group: readonly (EntryDef & { name: string })[]): string {
  return group
    .map((e) => {
      const when = e.select
        ? ` Chosen when the ${e.select.in} has \`${e.select.key}\`.`
        : group.length > 1
          ? ' Chosen otherwise.'
          : '';
      return `${e.name}: ${e.summary}.${when} ${RIGHTS[e.right](e.menu)}`;
    })
    .join('\n\n');
}
