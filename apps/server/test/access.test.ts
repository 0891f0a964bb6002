import { entries, type NamedEntry } from '@cermat/contract';
import { describe, expect, it } from 'vitest';
import { call, PNG_BYTES, upload, type Answer } from './support/client';
import { drivers, useHarness } from './support/harness';
import { validInput } from './support/inputs';

type Case = 'no token' | 'revoked token' | 'role without access' | 'read-only role' | 'write role';

/**
 * Calls whose right is on the menu of the list or record they name (contract: `session`
 * plus the handler's check): read for a GET, write otherwise. Their valid inputs name
 * admin menus, so they answer like an entry of that menu.
 */
const RIGHT_BY_REQUEST = new Set([
  'audit.history',
  'audit.restore',
  'bulk.apply',
  'exports.csv',
  'pages.render',
]);

/** The outcome each caller must get: exactly this status. */
function expected(entry: NamedEntry, who: Case): number {
  if (who === 'no token' || who === 'revoked token') return 401;
  const right = RIGHT_BY_REQUEST.has(entry.name)
    ? entry.method === 'GET'
      ? 'read'
      : 'write'
    : entry.right;
  if (right === 'session') return 200;
  if (who === 'role without access') return 403;
  if (who === 'read-only role') return right === 'read' ? 200 : 403;
  return 200;
}

const guarded = entries.filter((e) => e.right !== 'public');

describe.each(drivers)('access matrix on %s', (driver) => {
  const h = useHarness(driver);

  async function send(
    entry: NamedEntry,
    token: string | undefined,
    caller: { userId: number; roleId: number },
  ): Promise<Answer> {
    if (entry.name === 'references.upload')
      return upload(h, PNG_BYTES, 'foto.png', 'image/png', token);
    return call(h, entry, await validInput(h, entry.name, caller), token);
  }

  it.each(guarded.map((e) => [e.name, e] as const))('%s', async (_, entry) => {
    const f = h.fixtures;
    const t = h.tokens;
    // Denied callers first, the write role last: its success may change the data.
    const cases: [Case, string | undefined, { userId: number; roleId: number }][] = [
      ['no token', undefined, { userId: f.adminId, roleId: f.adminRoleId }],
      ['revoked token', t.revoked, { userId: f.adminId, roleId: f.adminRoleId }],
      ['role without access', t.noAccess, { userId: f.noAccessId, roleId: f.noAccessRoleId }],
      ['read-only role', t.reader, { userId: f.readerId, roleId: f.readerRoleId }],
      ['write role', t.admin, { userId: f.adminId, roleId: f.adminRoleId }],
    ];
    for (const [who, token, caller] of cases) {
      const answer = await send(entry, token, caller);
      expect({ who, status: answer.status, data: answer.body.data }).toMatchObject({
        who,
        status: expected(entry, who),
      });
      expect(answer.body.meta.code).toBe(answer.status);
      if (answer.status === 200) expect(() => entry.data.parse(answer.body.data)).not.toThrow();
    }
  });
});
