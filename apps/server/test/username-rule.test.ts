import { fieldLabel, fieldMessage, id as texts } from '@cermat/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { call, entry, login } from './support/client';
import { drivers, fuzzRuns, useHarness } from './support/harness';
import { lastRow, restore } from './support/audit-rows';
import { userStamp } from './support/inputs';

const PASSWORD = 'kuda-laut-biru-7';
const refusal = fieldMessage(fieldLabel(['username']), { kind: 'usernameChars' });

/** A character of Unicode's control (Cc) or format (Cf) categories. */
const invisible = fc.constantFrom(
  '\u0007', // bell
  '\u001b', // escape
  '\u007f', // delete
  '\u0085', // next line
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\u200e', // left-to-right mark
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u00ad', // soft hyphen
  '\ufeff', // byte order mark
  '\u{e0041}', // tag letter A
);

describe.each(drivers)('the username rule on %s', (driver) => {
  const h = useHarness(driver);

  const create = (username: string) =>
    call(
      h,
      entry('users.create'),
      {
        body: {
          username,
          name: 'Nama',
          password: PASSWORD,
          password_confirm: PASSWORD,
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
        },
      },
      h.tokens.admin,
    );

  const stored = async (like: string) =>
    (
      await queryRows(
        h.db,
        sql`select username from users where lower(username) = lower(${like.normalize('NFC')})`,
      )
    ).map((r) => String(r.username));

  it('refuses a username with a direction override, on the username field', async () => {
    const answer = await create('adm\u202enin');
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ username: [refusal] });
    expect(refusal).toBe(texts.validation.usernameChars.replace('{field}', texts.user.username));
  });

  it('refuses any control or format character within a username, create and edit', async () => {
    const target = h.fixtures.targetUserId;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }),
        invisible,
        fc.nat(),
        async (name, bad, at) => {
          // Inside the name: at its ends trimming (which takes the BOM too) comes first.
          const cut = at % (name.length + 1);
          const username = `a${name.slice(0, cut)}${bad}${name.slice(cut)}z`;
          const made = await create(username);
          expect(made.status).toBe(422);
          expect((made.body.data as Record<string, string[]>).username).toContain(refusal);
          const edited = await call(
            h,
            entry('users.update'),
            {
              body: {
                id: target,
                username,
                name: 'Sasaran',
                password: '',
                password_confirm: '',
                selected_role: JSON.stringify([h.fixtures.readerRoleId]),
                updated_at: await userStamp(h, target),
              },
            },
            h.tokens.admin,
          );
          expect(edited.status).toBe(422);
        },
      ),
      { numRuns: Math.min(fuzzRuns, 40) },
    );
  });

  it('stores NFC, signs in whichever way the letters are composed, and counts both as one name', async () => {
    const decomposed = 'jose\u0301'; // e + combining acute
    const composed = 'jos\u00e9';
    expect((await create(decomposed)).status).toBe(200);
    expect(await stored(composed)).toEqual([composed]);
    expect(await login(h, { username: composed, password: PASSWORD })).toBeTruthy();
    expect(await login(h, { username: decomposed, password: PASSWORD })).toBeTruthy();
    const twin = await create(composed.toUpperCase());
    expect(twin.status).toBe(422);
    expect(twin.body.data).toEqual({ username: [texts.server.duplicate] });
  });

  it('an old name with a direction override is not restored from the trail', async () => {
    const target = h.fixtures.targetUserId;
    await queryRows(h.db, sql`update users set username = ${'adm\u202enin'} where id = ${target}`);
    const edited = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: target,
          username: 'sasaran-baru',
          name: 'Sasaran',
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
        },
      },
      h.tokens.admin,
    );
    expect(edited.status).toBe(200);
    const row = await lastRow(h, 'user', target);
    const restored = await restore(h, row.id, 'user', String(target), h.tokens.admin);
    expect(restored.status).toBe(422);
    expect(restored.body.data).toEqual({ username: [refusal] });
    expect(await stored('sasaran-baru')).toEqual(['sasaran-baru']);
  });
});
