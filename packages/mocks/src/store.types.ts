import type { AuditDetail, ConfigMap } from '@cermat/contract';
import type { ListKind } from '@cermat/core';
import type { Row } from './rows';

// The store's shape apart from the code that fills it (store.ts), so the trail and the
// session can name it without importing the store that imports them.

/** The menus a role reads and writes, and the version the role-menu screen sends back. */
interface RoleMenus {
  read: number[];
  write: number[];
  updated_at: string;
}

/** The in-memory tables one scenario starts from; handlers read and write them. */
export interface MockStore {
  lists: Record<ListKind, Row[]>;
  configs: ConfigMap;
  /** Menu ids the active role reads and writes (role-menu screen), by role id. */
  roleMenus: Map<number, RoleMenus>;
  readOnly: boolean;
  signedIn: boolean;
  activeRoleId: number;
  /** The next id of each list. */
  nextId: Record<ListKind, number>;
  /** The audit trail, oldest first: each row with its values before and after. */
  audit: AuditDetail[];
}
