import { id as texts } from '@cermat/core';
import { eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../../auth/captcha-image';
import { captchaChallenges, configs, loginThrottle } from '../../db/schema';
import { call, entry, type Answer } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';

// The answer of the last picture drawn: the test reads it as a person reads the picture.
const drawn = vi.hoisted(() => ({ last: '' }));
vi.mock('../../auth/captcha-image', async (original) => {
  const real = await original<typeof CaptchaImage>();
  return {
    ...real,
    captchaText: () => (drawn.last = real.captchaText()),
  };
});

const ADMIN = { username: 'admin', password: 'admin12345' };

async function setConfig(h: Harness, key: string, value: string) {
  await h.db.update(configs).set({ value }).where(eq(configs.key, key));
}

const settings = (h: Harness) => call(h, entry('auth.signInSettings'));

const challenge = (h: Harness, kind: 'image' | 'text', address = '10.0.0.1') =>
  call(h, entry('auth.captcha'), { query: { kind } }, undefined, { 'x-forwarded-for': address });

const attempt = (h: Harness, body: Record<string, unknown>, address = '10.0.0.1') =>
  call(h, entry('auth.login'), { body: { ...ADMIN, ...body } }, undefined, {
    'x-forwarded-for': address,
  });

/** A text challenge and its right answer (what a screen-reader user hears and types). */
async function solvedText(h: Harness, address?: string) {
  const answer = await challenge(h, 'text', address);
  expect(answer.status).toBe(200);
  const data = answer.body.data as { captcha_id: string; challenge: string };
  const [a, b] = (data.challenge.match(/\d+/g) ?? []).map(Number);
  return { captcha_id: data.captcha_id, captcha_answer: String(a! + b!) };
}

const expectCaptchaRefused = (answer: Answer, message: string) => {
  expect(answer.status).toBe(422);
  expect(answer.body.data).toEqual({ captcha_answer: [message] });
};

describe.each(drivers)('sign-in CAPTCHA on %s', (driver) => {
  const h = useHarness(driver);

  it('CAPTCHA = Tidak: the page is told so, sign-in needs none, and no challenge is handed out', async () => {
    expect((await settings(h)).body.data).toMatchObject({ captcha: false });
    expect((await attempt(h, {})).status).toBe(200);
    const refused = await challenge(h, 'image');
    expect(refused.status).toBe(404);
    expect(refused.body.data).toBe(texts.server.captchaOff);
  });

  it('tells the sign-in page the configured logos before anyone signs in', async () => {
    const logo = '/storage/uploads/0123456789abcdef0123456789abcdef.png';
    await setConfig(h, 'LOGO_FULL_LIGHT', logo);
    const answer = await settings(h);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      captcha: false,
      LOGO_SMALL: null,
      LOGO_FULL_DARK: null,
      LOGO_FULL_LIGHT: logo,
    });
  });

  describe('CAPTCHA = Ya', () => {
    const on = () => setConfig(h, 'CAPTCHA', 'Ya');

    it('refuses a sign-in without an answer (422 on the field) and spends no password check', async () => {
      await on();
      expect((await settings(h)).body.data).toMatchObject({ captcha: true });
      expectCaptchaRefused(await attempt(h, {}), texts.server.captchaRequired);
      expectCaptchaRefused(
        await attempt(h, { captcha_id: 'x', captcha_answer: '' }),
        texts.server.captchaRequired,
      );
      const spent = await h.db.select().from(loginThrottle).where(gt(loginThrottle.failures, 0));
      expect(spent).toEqual([]);
    });

    it('signs in with the text version answered', async () => {
      await on();
      const answer = await attempt(h, await solvedText(h));
      expect(answer.status).toBe(200);
    });

    it('signs in with the picture read, in any case; the SVG holds paths, never the text', async () => {
      await on();
      const answer = await challenge(h, 'image');
      const data = answer.body.data as { captcha_id: string; kind: string; challenge: string };
      expect(data.kind).toBe('image');
      expect(data.challenge).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      expect(data.challenge).not.toMatch(/<text|<script|href|on\w+=/i);
      expect(drawn.last).toMatch(/^[A-Z2-9]{5}$/);
      expect(data.challenge).not.toContain(drawn.last);
      const signedIn = await attempt(h, {
        captcha_id: data.captcha_id,
        captcha_answer: ` ${drawn.last.toLowerCase()} `,
      });
      expect(signedIn.status).toBe(200);
    });

    it('keeps only hashes: neither the id nor the answer is stored as sent', async () => {
      await on();
      const solved = await solvedText(h);
      const [row] = await h.db.select().from(captchaChallenges);
      expect(row!.id_hash).not.toBe(solved.captcha_id);
      expect(row!.id_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(`"${solved.captcha_answer}"`);
    });

    it('a wrong answer is refused and uses the challenge up: the right one cannot follow', async () => {
      await on();
      const solved = await solvedText(h);
      expectCaptchaRefused(
        await attempt(h, { ...solved, captcha_answer: `${solved.captcha_answer}0` }),
        texts.server.captchaWrong,
      );
      expectCaptchaRefused(await attempt(h, solved), texts.server.captchaWrong);
    });

    it('a challenge answers once: signing in again with it is refused', async () => {
      await on();
      const solved = await solvedText(h);
      expect((await attempt(h, solved)).status).toBe(200);
      expectCaptchaRefused(await attempt(h, solved), texts.server.captchaWrong);
    });

    it('a wrong password uses the challenge up too (each guess needs a new one)', async () => {
      await on();
      const solved = await solvedText(h);
      expect((await attempt(h, { ...solved, password: 'salah-sekali' })).status).toBe(401);
      expectCaptchaRefused(await attempt(h, solved), texts.server.captchaWrong);
    });

    it('an expired challenge (past its 2 minutes) is refused', async () => {
      await on();
      const solved = await solvedText(h);
      const [made] = await h.db
        .select({ left: sql<number>`extract(epoch from expires_at - now())::int` })
        .from(captchaChallenges);
      expect(made!.left).toBeGreaterThan(100);
      expect(made!.left).toBeLessThanOrEqual(120);
      await h.db.update(captchaChallenges).set({ expires_at: sql`now() - interval '1 second'` });
      expectCaptchaRefused(await attempt(h, solved), texts.server.captchaWrong);
    });

    it('an unknown or forged challenge id is refused', async () => {
      await on();
      const solved = await solvedText(h);
      expectCaptchaRefused(
        await attempt(h, { ...solved, captcha_id: `${solved.captcha_id}x` }),
        texts.server.captchaWrong,
      );
    });

    it('two sign-ins racing with one challenge: exactly one gets through', async () => {
      await on();
      const solved = await solvedText(h);
      const answers = await Promise.all(Array.from({ length: 4 }, () => attempt(h, solved)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((a) => a.status !== 200))
        expectCaptchaRefused(a, texts.server.captchaWrong);
    });

    it('guessing answers counts as failed sign-ins: the pair is throttled (429) like wrong passwords', async () => {
      await on();
      for (let i = 0; i < h.config.throttle.userMax; i++) {
        const solved = await solvedText(h, '10.0.5.1');
        const wrong = { ...solved, captcha_answer: '999' };
        expectCaptchaRefused(await attempt(h, wrong, '10.0.5.1'), texts.server.captchaWrong);
      }
      const refused = await attempt(h, await solvedText(h, '10.0.5.1'), '10.0.5.1');
      expect(refused.status).toBe(429);
      expect(refused.body.data).toBe(texts.server.throttled);
      // Another address with a right answer is not refused for those guesses.
      expect((await attempt(h, await solvedText(h, '10.0.6.1'), '10.0.6.1')).status).toBe(200);
    });

    it('challenges per address are limited (429 with Retry-After), the text version included', async () => {
      await on();
      const max = h.config.throttle.ipMax * 3;
      for (let i = 0; i < max; i++)
        expect((await challenge(h, i % 2 ? 'text' : 'image', '10.0.7.1')).status).toBe(200);
      const refused = await challenge(h, 'text', '10.0.7.1');
      expect(refused.status).toBe(429);
      expect(refused.body.data).toBe(texts.server.captchaThrottled);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await challenge(h, 'text', '10.0.7.2')).status).toBe(200);
    });

    it('refuses a challenge kind it does not know (422)', async () => {
      await on();
      const answer = await call(h, entry('auth.captcha'), { query: { kind: 'audio' } });
      expect(answer.status).toBe(422);
    });
  });
});
