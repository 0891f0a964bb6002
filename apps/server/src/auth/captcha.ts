import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { fill, id as texts } from '@cermat/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaChallenges } from '../db/schema';
import { captchaSvg, captchaText } from './captcha-image';
import { newToken } from './tokens';

/** A challenge lives 2 minutes (DECISIONS.md). */
const TTL_SECONDS = 120;

type CaptchaKind = 'image' | 'text';

/** Case and spaces do not count: 'ab 3kq' answers 'AB3KQ'. */
const normalized = (answer: string) => answer.replace(/\s+/g, '').toUpperCase();

/**
 * The id and the answer are stored only as hashes: a copy of the table neither answers a
 * live challenge nor names one. The answer's hash includes the id, so equal answers of
 * two challenges look different.
 */
const hashOf = (text: string) => createHash('sha256').update(text).digest();
const answerHash = (captchaId: string, answer: string) =>
  hashOf(`${captchaId}\n${normalized(answer)}`).toString('hex');

/**
 * The image is the challenge; the text version (for screen readers, which cannot read the
 * image) is a sum written out, answered in digits.
 */
function newPuzzle(kind: CaptchaKind): { challenge: string; answer: string } {
  if (kind === 'image') {
    const answer = captchaText();
    return { challenge: captchaSvg(answer), answer };
  }
  const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
  return { challenge: fill(texts.server.captchaQuestion, { a, b }), answer: String(a + b) };
}

/** A new one-use challenge, kept in the database so any instance can check it. */
export async function createChallenge(db: Db, kind: CaptchaKind) {
  const captchaId = newToken();
  const { challenge, answer } = newPuzzle(kind);
  const [row] = await db
    .insert(captchaChallenges)
    .values({
      id_hash: hashOf(captchaId).toString('hex'),
      answer_hash: answerHash(captchaId, answer),
      expires_at: sql`now() + ${TTL_SECONDS}::int * interval '1 second'`,
    })
    .returning({ expires_at: captchaChallenges.expires_at });
  return { captcha_id: captchaId, kind, challenge, expires_at: row!.expires_at.toISOString() };
}

/**
 * Whether `answer` answers the live challenge `captchaId`. The challenge is deleted by the
 * same statement that reads it, right or wrong, so it answers once: of two parallel checks
 * only one finds the row, and a wrong guess cannot be followed by another.
 */
export async function consumeChallenge(
  db: Db,
  captchaId: string,
  answer: string,
): Promise<boolean> {
  const [row] = await db
    .delete(captchaChallenges)
    .where(
      and(
        eq(captchaChallenges.id_hash, hashOf(captchaId).toString('hex')),
        gt(captchaChallenges.expires_at, sql`now()`),
      ),
    )
    .returning({ answer_hash: captchaChallenges.answer_hash });
  if (!row) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const given = Buffer.from(answerHash(captchaId, answer), 'hex');
  return timingSafeEqual(expected, given);
}
