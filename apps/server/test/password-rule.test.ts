import { en, id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordRefusal } from '../src/auth/password-rule';
import { createAdmin, resetPassword } from '../src/cli/commands';
import { users } from '../src/db/schema';
import { call, entry, login } from './support/client';
import { people } from './support/fixtures';
import { drivers, useHarness } from './support/harness';
import { testHasher } from './support/hasher';
import { userStamp } from './support/inputs';

/** Each refused for another reason, all with the one message. */
const refused = [
  '12345678', // common
  'PassWord1', // common, in another case
  'qwertyuiop',
  'Budi.Santoso', // the username (case aside)
  'pendek1', // seven characters
];
const USERNAME = 'budi.santoso';

describe.each(drivers)('the password rule on %s', (driver) => {
  const h = useHarness(driver);

  const create = (password: string) =>
    call(
      h,
      entry('users.create'),
      {
        body: {
          username: USERNAME,
          name: 'Budi',
          password,
          password_confirm: password,
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
        },
      },
      h.tokens.admin,
    );

  const expectRefused = (answer: Awaited<ReturnType<typeof create>>) => {
    expect(answer.status).toBe(422);
    expect((answer.body.data as Record<string, string[]>).password).toEqual([passwordRefusal()]);
  };

  it('speaks Indonesian, once', () => {
    expect(passwordRefusal()).toBe(
      texts.validation.password.replace('{field}', texts.user.password),
    );
  });

  it('a new user: common, leaked, the username and short passwords are refused alike', async () => {
    for (const password of refused) expectRefused(await create(password));
    const accepted = await create('kuda-laut-biru-7');
    expect(accepted.status).toBe(200);
  });

  it('an edited user: a refused password changes nothing', async () => {
    const target = h.fixtures.targetUserId;
    const [before] = await h.db.select().from(users).where(eq(users.id, target));
    const answer = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: target,
          username: 'Sasaran',
          name: 'Sasaran',
          password: 'SASARAN',
          password_confirm: 'SASARAN',
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
          updated_at: await userStamp(h, target),
        },
      },
      h.tokens.admin,
    );
    expectRefused(answer);
    const [after] = await h.db.select().from(users).where(eq(users.id, target));
    expect(after).toEqual(before);
    // Compared with the username the same request sets.
    const padded = await call(
      h,
      entry('users.update'),
      {
        body: {
          id: target,
          username: 'sasaran1',
          name: 'Sasaran',
          password: 'SASARAN1',
          password_confirm: 'SASARAN1',
          selected_role: JSON.stringify([h.fixtures.readerRoleId]),
          updated_at: await userStamp(h, target),
        },
      },
      h.tokens.admin,
    );
    expectRefused(padded);
  });

  it('the profile: a refused password is 422 and changes nothing', async () => {
    const profile = (password: string) =>
      call(
        h,
        entry('auth.updateProfile'),
        {
          body: {
            name: 'Pembaca',
            current_password: 'bukan-sandinya',
            password,
            password_confirm: password,
          },
        },
        h.tokens.noAccess,
      );
    for (const password of ['12345678', people.noAccess.username.toUpperCase()])
      expectRefused(await profile(password));
    // Still signs in with the old password: nothing changed.
    expect(await login(h, people.noAccess)).toBeTruthy();
  });

  it('the command line: create-admin and reset-password refuse it too', async () => {
    await expect(createAdmin(h.db, testHasher, 'darurat', 'Darurat', '12345678')).rejects.toThrow(
      passwordRefusal(en),
    );
    await expect(resetPassword(h.db, testHasher, 'tanpa-akses', 'Tanpa-Akses')).rejects.toThrow(
      passwordRefusal(en),
    );
    expect(await login(h, people.noAccess)).toBeTruthy();
  });
});
