import { id as texts } from '@cermat/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_SWITCH_LIMIT } from '../../auth/role-switch';
import { auditLog } from '../../db/schema';
import { call, entry, login } from '../../../test/support/client';
import { drivers, useHarness } from '../../../test/support/harness';
import { personWith, roleWith } from '../../../test/support/people';

describe.each(drivers)('role switch on %s', (driver) => {
  const h = useHarness(driver);

  /** A user with no rights holding two empty roles, the first active. */
  async function switcher() {
    const first = await roleWith(h, 'Kosong Satu', []);
    const second = await roleWith(h, 'Kosong Dua', []);
    const person = await personWith(h, 'penukar', [first, second]);
    return { ...person, first, second };
  }

  const switchTo = (token: string, role: number) =>
    call(h, entry('auth.switchRole'), { body: { id_role: role } }, token);

  const switchRows = async () =>
    (
      await h.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'session'), eq(auditLog.action, 'switch-role')))
    ).length;

  it('a switch to the role already active answers the session and records nothing', async () => {
    const p = await switcher();
    for (let i = 0; i < ROLE_SWITCH_LIMIT.max + 5; i++) {
      const answer = await switchTo(p.token, p.first);
      expect(answer.status).toBe(200);
      expect((answer.body.data as { active_role_id: number }).active_role_id).toBe(p.first);
    }
    expect(await switchRows()).toBe(0);
    // Nor did it spend the session's switches.
    expect((await switchTo(p.token, p.second)).status).toBe(200);
  });

  it('a session alternating roles is refused with 429 and Retry-After past the limit; each switch is one row', async () => {
    const p = await switcher();
    for (let i = 0; i < ROLE_SWITCH_LIMIT.max; i++)
      expect((await switchTo(p.token, i % 2 ? p.first : p.second)).status).toBe(200);
    // The last switch made `first` active; a switch back to `second` is one too many.
    const refused = await switchTo(p.token, p.second);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBe(texts.server.roleSwitchThrottled);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(ROLE_SWITCH_LIMIT.windowSeconds);
    expect(await switchRows()).toBe(ROLE_SWITCH_LIMIT.max);
    // The refused switch changed nothing: the active role is still the last one granted.
    const me = await call(h, entry('auth.me'), {}, p.token);
    expect((me.body.data as { active_role_id: number }).active_role_id).toBe(p.first);
    // Counted per session: the same user's other session still switches.
    const other = await login(h, p.credentials);
    expect((await switchTo(other, p.second)).status).toBe(200);
  });
});
