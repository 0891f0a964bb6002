import { UPLOAD_MAX_BYTES, fill, id as texts } from '@cermat/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { uploads } from '../../db/schema';
import { DEFAULT_PENDING_MAX_BYTES } from '../../uploads/quota';
import { call, entry, PNG_BYTES, upload, type Answer } from '../../../test/support/client';
import { drivers, useHarness, type Harness } from '../../../test/support/harness';

/** The largest photo the server takes (valid PNG magic, padding after). */
const PHOTO = (() => {
  const bytes = new Uint8Array(UPLOAD_MAX_BYTES - 1);
  bytes.set(PNG_BYTES);
  return bytes;
})();
/** Largest photos that fit under the default cap: 9 (20.2 MB of 20 MB). */
const FIT = Math.floor(DEFAULT_PENDING_MAX_BYTES / PHOTO.length);
const QUOTA_TEXT = fill(texts.server.uploadQuota, { limit: '20 MB' });

const send = (h: Harness, token: string) => upload(h, PHOTO, 'foto.png', 'image/png', token);
const pathOf = (answer: Answer) => (answer.body.data as { path_file: string }).path_file;

/** Bytes of uploads by `userId` that no user photo or configuration value uses. */
async function pendingBytes(h: Harness, userId: number): Promise<number> {
  const [row] = await queryRows(
    h.db,
    sql`select coalesce(sum(size), 0)::bigint as n from uploads f
      where f.uploaded_by = ${userId}
        and not exists (select 1 from users u where u.path_photo = '/storage/uploads/' || f.name)
        and not exists (select 1 from configs c where c.value = '/storage/uploads/' || f.name)`,
  );
  return Number(row?.n ?? 0);
}

describe.each(drivers)('unused upload cap, on %s', (driver) => {
  const h = useHarness(driver);

  it('refuses a user with no rights past 20 MB of unused uploads, with 429, the message and Retry-After', async () => {
    for (let i = 0; i < FIT; i++) expect((await send(h, h.tokens.noAccess)).status).toBe(200);
    const refused = await send(h, h.tokens.noAccess);
    expect([refused.status, refused.body.data]).toEqual([429, QUOTA_TEXT]);
    // The oldest unused upload goes 24 h after it came: that is when room is made.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    await h.db.update(uploads).set({ created_at: sql`created_at - interval '23 hours'` });
    const later = await send(h, h.tokens.noAccess);
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await pendingBytes(h, h.fixtures.noAccessId)).toBe(FIT * PHOTO.length);
    // The cap is each user's own.
    expect((await send(h, h.tokens.reader)).status).toBe(200);
  });

  it('no longer counts a file once it is used as the user photo', async () => {
    const paths: string[] = [];
    for (let i = 0; i < FIT; i++) paths.push(pathOf(await send(h, h.tokens.noAccess)));
    expect((await send(h, h.tokens.noAccess)).status).toBe(429);
    const profile = await call(
      h,
      entry('auth.updateProfile'),
      { body: { name: 'Tanpa Akses', path_photo: paths[0] } },
      h.tokens.noAccess,
    );
    expect(profile.status).toBe(200);
    expect((await send(h, h.tokens.noAccess)).status).toBe(200);
  });

  it('holds under parallel uploads: of 16 at once, exactly those that fit are stored', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => send(h, h.tokens.noAccess)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FIT);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.data)).toEqual(
      Array.from({ length: 16 - FIT }, () => QUOTA_TEXT),
    );
    const userId = h.fixtures.noAccessId;
    expect(await pendingBytes(h, userId)).toBe(FIT * PHOTO.length);
    const mine = await h.db.select().from(uploads).where(eq(uploads.uploaded_by, userId));
    expect(mine).toHaveLength(FIT);
  });
});
