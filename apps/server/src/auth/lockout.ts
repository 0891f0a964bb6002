import { id as texts } from '@cermat/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { ApiError } from '../http/errors';

/** The menus whose read and write make an administrator: Role, Menu (role-menu) and User. */
const ADMIN_MENUS = ['all-role', 'all-menu', 'all-user'] as const;

// Any fixed number: every write that can take rights away takes this lock first, so two
// such writes (disabling two different administrators, say) cannot each see the other's
// administrator still there and both commit.
const RIGHTS_LOCK_KEY = 7_215_001;

/** Takes the transaction's rights lock; call first in any write that can take rights away. */
export async function lockRights(tx: Db): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${RIGHTS_LOCK_KEY})`);
}

const adminMenuList = sql.join(
  ADMIN_MENUS.map((name) => sql`${name}`),
  sql`, `,
);

/** True while an enabled user holds an enabled role with write (so read) on every admin menu. */
export async function someoneAdministers(db: Db): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select exists (
      select 1 from users u
      join user_roles ur on ur.user_id = u.id
      join roles r on r.id_role = ur.id_role and r.status = 'ENABLE'
      where u.status = 'ENABLE' and (
        select count(distinct m.menu_master_link_name) from role_menus rm
        join menu_master m on m.id_menu_master = rm.id_menu_master
        where rm.id_role = r.id_role and rm.is_write
          and m.menu_master_link_name in (${adminMenuList})
      ) = ${ADMIN_MENUS.length}
    ) as ok`,
  );
  return row?.ok === true;
}

/**
 * Refuses (409, rolled back with the transaction it runs in) a change after which no one
 * could administer the product through it; `cli create-admin` is the way back otherwise.
 */
async function assertNoLockout(tx: Db): Promise<void> {
  if (!(await someoneAdministers(tx))) throw new ApiError(409, texts.server.lockout);
}

/** Runs a write that may take rights away: under the rights lock, checked before commit. */
export async function withoutLockout<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  await lockRights(tx);
  const result = await work();
  await assertNoLockout(tx);
  return result;
}

/** The roles with write on every enabled menu (administrators): a new menu is theirs too. */
export async function rolesHoldingEverything(tx: Db): Promise<number[]> {
  const rows = await queryRows(
    tx,
    sql`select rm.id_role from role_menus rm
      join menu_master m on m.id_menu_master = rm.id_menu_master and m.status = 'ENABLE'
      where rm.is_write
      group by rm.id_role
      having count(*) = (select count(*) from menu_master where status = 'ENABLE')`,
  );
  return rows.map((r) => Number(r.id_role));
}
