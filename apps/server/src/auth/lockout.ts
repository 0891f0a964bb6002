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

/** Takes the transaction's rights lock (withoutLockout, first in every write that can take rights away). */
async function lockRights(tx: Db): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${RIGHTS_LOCK_KEY})`);
}

const adminMenuList = sql.join(
  ADMIN_MENUS.map((name) => sql`${name}`),
  sql`, `,
);

/**
 * True while an enabled user holds a role with effective write (so read) on every admin
 * menu: the same rights the check of each call grants (migration 0013's view), so a
 * disabled Role menu, or a disabled group above it, counts as the lock-out it is.
 */
export async function someoneAdministers(db: Db): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select exists (
      select 1 from users u
      join user_roles ur on ur.user_id = u.id
      where u.status = 'ENABLE' and (
        select count(distinct e.link_key) from effective_rights e
        where e.id_role = ur.id_role and e.can_write and e.link_key in (${adminMenuList})
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

/** The roles with write on every menu, whatever its status (administrators): a new menu is theirs too. */
export async function rolesHoldingEverything(tx: Db): Promise<number[]> {
  const rows = await queryRows(
    tx,
    sql`select rm.id_role from role_menus rm
      where rm.is_write
      group by rm.id_role
      having count(*) = (select count(*) from menu_master)`,
  );
  return rows.map((r) => Number(r.id_role));
}
