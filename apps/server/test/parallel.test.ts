import { describe, expect, it } from 'vitest';
import { call, entry, type Answer } from './support/client';
import { drivers, useHarness } from './support/harness';
import { menuIds } from './support/people';

const LINKS = ['all-role', 'all-menu', 'all-user', 'konfigurasi', 'all-page', 'pohon-profesi'];

const settled = (answers: Answer[]) => answers.map((a) => a.status).filter((s) => s >= 500);

// Parallel writes of any kind answer 200, 409 or 422, never a 5xx (on
// PostgreSQL four parallel role-menu saves of one role gave 21 × 500 in 40).
describe.each(drivers)('parallel writes on %s', (driver) => {
  const h = useHarness(driver);

  it('role-menu saves of one role, four at a time', async () => {
    const ids = [...(await menuIds(h, LINKS)).values()];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          call(
            h,
            entry('menus.saveMenuRole'),
            {
              body: {
                id_role: h.fixtures.readerRoleId,
                menu_data: JSON.stringify(ids.slice(0, 1 + ((round + i) % ids.length))),
              },
            },
            h.tokens.admin,
          ),
        ),
      );
      expect(settled(answers)).toEqual([]);
    }
  });

  it("edits of one user's roles without a version, four at a time", async () => {
    const roles = [h.fixtures.readerRoleId, h.fixtures.noAccessRoleId];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          h,
          entry('users.update'),
          {
            body: {
              id: h.fixtures.targetUserId,
              username: 'sasaran',
              name: `Sasaran ${i}`,
              selected_role: JSON.stringify(roles.slice(0, 1 + (i % 2))),
            },
          },
          h.tokens.admin,
        ),
      ),
    );
    expect(settled(answers)).toEqual([]);
    expect(answers.every((a) => [200, 409, 422].includes(a.status))).toBe(true);
  });
});
