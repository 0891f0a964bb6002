import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { isVersioned } from '../src/lists/versioned';
import { call, entry } from './support/client';
import { drivers, useHarness } from './support/harness';

interface ListData {
  data: { user_id: number; username: string }[];
  total: number;
  total_is_estimate: boolean;
}

describe.each(drivers)('remembered list counts on %s', (driver) => {
  const h = useHarness(driver);

  const search = async (term: string, page = 1) => {
    const query = { draw: 1, length: 10, page, search: term };
    const answer = await call(h, entry('users.list'), { query }, h.tokens.admin);
    expect(answer.status).toBe(200);
    return (answer.body.data as [{ list_data: ListData }])[0].list_data;
  };

  const addUsers = (n: number, prefix: string) =>
    h.db.insert(users).values(
      Array.from({ length: n }, (_, i) => ({
        username: `${prefix}${i}`,
        name: `Pengguna ${prefix} ${i}`,
        password_hash: 'x',
      })),
    );

  /** Writes to users that do not move list_version: what a stale count would miss. */
  const unseen = async (write: () => Promise<unknown>) => {
    await h.db.execute(sql`alter table users disable trigger users_list_version`);
    try {
      await write();
    } finally {
      await h.db.execute(sql`alter table users enable trigger users_list_version`);
    }
  };

  it('knows which lists every write versions, and which not', async () => {
    expect(await isVersioned(h.db, users)).toBe(true);
    expect(await isVersioned(h.db, sessions)).toBe(false);
  });

  it('reuses a count only while list_version stands still, so totals stay exact', async () => {
    await addUsers(35, 'zeta');
    expect((await search('zeta')).total).toBe(35);
    // The count of 35 is now remembered; the first page is read alone and trusts it.
    expect((await search('zeta')).total).toBe(35);

    // Rows written behind the version's back are not seen: the count was reused.
    await unseen(() => addUsers(3, 'zeta-hidden'));
    const reused = await search('zeta');
    expect(reused.total).toBe(35);
    expect(reused.data).toHaveLength(10);

    // Any write that moves the version, even to another row, makes it count again.
    await h.db.execute(sql`update users set name = name where id = (select min(id) from users)`);
    expect((await search('zeta')).total).toBe(38);

    // Through the API, as a user would: a new matching user shows at once.
    await addUsers(1, 'zeta-new');
    const after = await search('zeta');
    expect([after.total, after.total_is_estimate]).toEqual([39, false]);
    expect((await search('zeta', 4)).data.map((u) => u.username).length).toBe(9);
  });

  it('counts each search by itself', async () => {
    await addUsers(12, 'alpha');
    await addUsers(23, 'beta');
    expect((await search('alpha')).total).toBe(12);
    expect((await search('beta')).total).toBe(23);
    expect((await search('alpha')).total).toBe(12);
  });
});
