import { id as texts } from '@cermat/core';
import type * as timers from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';

// The delay is read from what the server asks the timer for, not from a clock: a busy
// machine stretches time, never the request.
const slept = vi.hoisted(() => [] as number[]);
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof timers>();
  return {
    ...real,
    setTimeout: (ms?: number, ...rest: unknown[]) => {
      slept.push(ms ?? 0);
      return real.setTimeout(ms, ...(rest as []));
    },
  };
});
import { addressBucket } from '../src/http/client-address';
import { userDelayMs } from '../src/auth/throttle';
import { loginThrottle } from '../src/db/schema';
import { call, entry, login } from './support/client';
import { countingHasher } from './support/counting-hasher';
import { FIXTURE_PASSWORD, people } from './support/fixtures';
import { drivers, useHarness } from './support/harness';
import { userStamp } from './support/inputs';

const limits = {
  userMax: 3,
  ipMax: 6,
  windowSeconds: 900,
  userDelay: { after: 2, baseMs: 40, maxMs: 120 },
};

describe.each(drivers)('sign-in throttling on %s', (driver) => {
  const counter = countingHasher();
  const h = useHarness(driver, { config: { throttle: limits }, hasher: counter.hasher });

  const attempt = (username: string, password: string, forwardedFor: string) =>
    call(h, entry('auth.login'), { body: { username, password } }, undefined, {
      'x-forwarded-for': forwardedFor,
    });

  const expectRefused = (answer: Awaited<ReturnType<typeof attempt>>) => {
    expect(answer.status).toBe(429);
    expect(answer.body.data).toBe(texts.server.throttled);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(limits.windowSeconds);
  };

  it('40 parallel wrong guesses on one username from one address check at most the limit', async () => {
    counter.reset();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('admin', `salah-${i}`, '10.1.1.1')),
    );
    expect(counter.checks()).toBeLessThanOrEqual(limits.userMax);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(limits.userMax);
    answers.filter((a) => a.status !== 401).forEach(expectRefused);
  });

  it('40 parallel wrong guesses on 40 usernames from one address check at most the address limit', async () => {
    counter.reset();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`orang-${i}`, 'salah', '10.1.1.2')),
    );
    expect(counter.checks()).toBeLessThanOrEqual(limits.ipMax);
    answers.filter((a) => a.status !== 401).forEach(expectRefused);
  });

  it('a correct password from an address that has not failed is never refused, however many failed', async () => {
    for (let i = 0; i < 12; i++)
      expect((await attempt('admin', 'salah', `10.2.0.${i}`)).status).toBe(401);
    expect((await attempt('admin', 'admin12345', '10.2.1.1')).status).toBe(200);
    // An address that failed once on it, below its own limit, is not refused either.
    expect((await attempt('admin', 'admin12345', '10.2.0.1')).status).toBe(200);
  });

  it('slows a username failing from many addresses with a capped delay instead of locking it', async () => {
    for (let i = 0; i < 8; i++) await attempt('admin', 'salah', `10.3.0.${i}`);
    slept.length = 0;
    const answer = await attempt('admin', 'admin12345', '10.3.1.1');
    expect(answer.status).toBe(200);
    expect(slept).toEqual([limits.userDelay.maxMs]);
  });

  it('refuses the pair and the address with Retry-After; a correct sign-in clears its pair', async () => {
    for (let i = 0; i < limits.userMax; i++) await attempt('admin', 'salah', '10.4.0.1');
    expectRefused(await attempt('admin', 'admin12345', '10.4.0.1'));
    expect((await attempt('pembaca', FIXTURE_PASSWORD, '10.4.0.1')).status).toBe(200);

    for (let i = 0; i < limits.userMax - 1; i++) await attempt('pembaca', 'salah', '10.4.0.2');
    expect((await attempt('pembaca', FIXTURE_PASSWORD, '10.4.0.2')).status).toBe(200);
    // The pair started over: the limit's worth of failures again before a refusal.
    for (let i = 0; i < limits.userMax - 1; i++)
      expect((await attempt('pembaca', 'salah', '10.4.0.2')).status).toBe(401);
    expect((await attempt('pembaca', FIXTURE_PASSWORD, '10.4.0.2')).status).toBe(200);
  });

  it('counts the address the trusted proxy saw, not what the client put before it', async () => {
    for (let i = 0; i < limits.ipMax; i++)
      expect((await attempt(`orang-${i}`, 'salah', `1.1.1.${i}, 10.5.0.1`)).status).toBe(401);
    expectRefused(await attempt('admin', 'admin12345', '9.9.9.9, 10.5.0.1'));
    expect((await attempt('admin', 'admin12345', '10.5.0.2')).status).toBe(200);
  });

  it('an address over its limit adds no counter rows, whatever usernames it makes up', async () => {
    for (let i = 0; i < limits.ipMax; i++) await attempt(`orang-${i}`, 'salah', '10.5.1.1');
    const rows = async () => (await h.db.select().from(loginThrottle)).length;
    const before = await rows();
    for (let i = 0; i < 10; i++) expectRefused(await attempt(`baru-${i}`, 'salah', '10.5.1.1'));
    expect(await rows()).toBe(before);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < limits.ipMax; i++)
      expect((await attempt(`orang-${i}`, 'salah', `2001:db8:1:2::${i + 1}`)).status).toBe(401);
    expectRefused(await attempt('admin', 'admin12345', '2001:db8:1:2:ffff::9'));
    expect((await attempt('admin', 'admin12345', '2001:db8:1:3::1')).status).toBe(200);
  });

  describe('the profile password check', () => {
    const change = async (token: string, current_password: string | undefined, from: string) =>
      call(
        h,
        entry('auth.updateProfile'),
        {
          body: {
            name: 'Pembaca',
            ...(current_password === undefined ? {} : { current_password }),
            password: 'sandi-profil-1',
            password_confirm: 'sandi-profil-1',
            updated_at: await userStamp(h, h.fixtures.readerId),
          },
        },
        token,
        { 'x-forwarded-for': from },
      );

    it('30 parallel wrong current passwords check at most the limit, then 429', async () => {
      const token = await login(h, people.reader);
      counter.reset();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => change(token, `salah-${i}`, '10.6.0.1')),
      );
      expect(counter.checks()).toBeLessThanOrEqual(limits.userMax);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(limits.userMax);
      answers.filter((a) => a.status !== 422).forEach(expectRefused);
      // The same throttle as sign-in: that pair is refused there too.
      expectRefused(await attempt('pembaca', FIXTURE_PASSWORD, '10.6.0.1'));
    });

    it('an empty or missing current password is a required field, not a failed check', async () => {
      const token = await login(h, people.reader);
      counter.reset();
      for (const current of [undefined, '']) {
        const answer = await change(token, current, '10.6.0.2');
        expect(answer.status).toBe(422);
        expect(answer.body.data).toEqual({
          current_password: [texts.server.currentPasswordRequired],
        });
      }
      expect(counter.checks()).toBe(0);
    });
  });
});

describe('throttle rules', () => {
  it('the username delay grows from the free failures on and stops at the cap', () => {
    const delay = { after: 3, baseMs: 250, maxMs: 4000 };
    expect([0, 2, 3, 4, 5, 6, 7, 8, 50].map((f) => userDelayMs(f, delay))).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('an address bucket is the IPv4 address, or the /64 of an IPv6 one', () => {
    expect(addressBucket('10.0.0.1')).toBe('10.0.0.1');
    expect(addressBucket('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressBucket('2001:DB8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('2001:db8:0:1:abcd:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('local')).toBe('local');
  });
});
