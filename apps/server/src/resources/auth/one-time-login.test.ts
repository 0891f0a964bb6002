import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configs } from '../../db/schema';
import { maintain } from '../../maintenance';
import { call, entry, login } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';

const oneTimeLogin = (h: Harness, value: 'Ya' | 'Tidak') =>
  h.db.update(configs).set({ value }).where(eq(configs.key, 'ONE_TIME_LOGIN'));

const me = (h: Harness, token: string) => call(h, entry('auth.me'), {}, token);

describe.each(drivers)('ONE_TIME_LOGIN on %s', (driver) => {
  const h = useHarness(driver);

  it('Tidak: a user may hold several live sessions', async () => {
    await oneTimeLogin(h, 'Tidak');
    const first = await login(h);
    const second = await login(h);
    expect((await me(h, first)).status).toBe(200);
    expect((await me(h, second)).status).toBe(200);
    expect((await me(h, h.tokens.admin)).status).toBe(200);
  });

  it("Ya: a new sign-in ends the user's other sessions, and their next call says why", async () => {
    await oneTimeLogin(h, 'Ya');
    const first = await login(h);
    const second = await login(h);
    expect((await me(h, second)).status).toBe(200);
    for (const ended of [first, h.tokens.admin]) {
      const answer = await me(h, ended);
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBe(texts.auth.sessionReplaced);
    }
    // Other users keep theirs.
    expect((await me(h, h.tokens.reader)).status).toBe(200);
  });

  it('Ya: a session ended otherwise (logout, unknown token) still gets the plain 401', async () => {
    await oneTimeLogin(h, 'Ya');
    for (const token of [h.tokens.revoked, 'bukan-token']) {
      const answer = await me(h, token);
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBe(texts.server.unauthorized);
    }
  });

  it('Ya: sign-ins racing each other leave exactly one live session', async () => {
    await oneTimeLogin(h, 'Ya');
    const tokens = await Promise.all(Array.from({ length: 4 }, () => login(h)));
    const statuses = await Promise.all(tokens.map(async (t) => (await me(h, t)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
  });

  it('maintenance keeps an ended-by-sign-in session until it expires, so the reason survives', async () => {
    await oneTimeLogin(h, 'Ya');
    const first = await login(h);
    await login(h);
    await maintain(h.database, h.config);
    expect((await me(h, first)).body.data).toBe(texts.auth.sessionReplaced);
  });
});
