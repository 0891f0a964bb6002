import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { someoneAdministers } from '../src/auth/lockout';
import { createAdmin, resetPassword } from '../src/cli/commands';
import { roleMenus, roles, uploads } from '../src/db/schema';
import { filesOnDisk, importUploads } from '../src/uploads/import-files';
import { call, entry, login, PNG_BYTES } from './support/client';
import { drivers, useHarness } from './support/harness';
import { testHasher } from './support/hasher';

describe.each(drivers)('command line on %s', (driver) => {
  const h = useHarness(driver);

  it('create-admin makes a user who signs in with the Admin role', async () => {
    await createAdmin(h.db, testHasher, 'alice', 'Alice', 'sandi-alice-1');
    const token = await login(h, { username: 'alice', password: 'sandi-alice-1' });
    const me = (await call(h, entry('auth.me'), {}, token)).body.data as {
      roles: { role_name: string }[];
    };
    expect(me.roles.map((r) => r.role_name)).toEqual(['Admin']);
  });

  it('create-admin is the way back when no one can administer any more', async () => {
    // As if the database had been changed behind the product's back.
    await h.db.update(roles).set({ status: 'DISABLE' }).where(eq(roles.role_name, 'Admin'));
    await h.db.delete(roleMenus).where(eq(roleMenus.id_role, h.fixtures.adminRoleId));
    expect(await someoneAdministers(h.db)).toBe(false);
    await createAdmin(h.db, testHasher, 'darurat', 'Darurat', 'sandi-darurat-1');
    expect(await someoneAdministers(h.db)).toBe(true);
    const token = await login(h, { username: 'darurat', password: 'sandi-darurat-1' });
    const created = await call(h, entry('roles.create'), { body: { role_name: 'Pulih' } }, token);
    expect(created.status).toBe(200);
  });

  it('reset-password changes the password and ends the sessions of that user', async () => {
    const before = await login(h);
    await resetPassword(h.db, testHasher, 'admin', 'sandi-baru-123');
    expect((await call(h, entry('auth.me'), {}, before)).status).toBe(401);
    await expect(login(h)).rejects.toThrow();
    expect(await login(h, { username: 'admin', password: 'sandi-baru-123' })).toBeTruthy();
  });

  it('refuses short passwords and unknown users', async () => {
    await expect(resetPassword(h.db, testHasher, 'admin', 'pendek')).rejects.toThrow(/at least 8/);
    await expect(resetPassword(h.db, testHasher, 'tidak-ada', 'cukup-panjang')).rejects.toThrow(
      /no user/,
    );
  });
});

describe.each(drivers)('import-uploads on %s', (driver) => {
  const h = useHarness(driver);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cermat-import-'));
  const folder = path.join(dataDir, 'uploads');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const file = async (name: string, bytes: Uint8Array, hoursAgo: number) => {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, name), bytes);
    const at = new Date(Date.now() - hoursAgo * 3600_000);
    await utimes(path.join(folder, name), at, at);
  };

  it('moves the files of DATA_DIR/uploads into the database once; they are served at the same paths', async () => {
    const photo = `${'1'.repeat(32)}.png`;
    const fake = `${'2'.repeat(32)}.png`;
    await file(photo, PNG_BYTES, 30);
    await file(fake, new TextEncoder().encode('<html>'), 1);
    await writeFile(path.join(folder, 'notes.txt'), 'not ours');

    expect(await importUploads(h.db, dataDir)).toEqual({ moved: 1, left: [fake] });
    expect(existsSync(path.join(folder, photo))).toBe(false);
    const served = await h.app.request(`/backend/storage/uploads/${photo}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    // Dated by the file, so the 24 h rule counts from the upload, not from the move.
    const [row] = await h.db
      .select({ at: uploads.created_at })
      .from(uploads)
      .where(eq(uploads.name, photo));
    expect(Date.now() - row!.at.getTime()).toBeGreaterThan(29 * 3600_000);

    expect(await importUploads(h.db, dataDir)).toEqual({ moved: 0, left: [fake] });
    expect(await filesOnDisk(dataDir)).toEqual([fake]);
  });

  it('finishes a run that stopped after storing a file but before deleting it', async () => {
    const name = `${'3'.repeat(32)}.png`;
    await file(name, PNG_BYTES, 2);
    await h.db
      .insert(uploads)
      .values({ name, mime: 'image/png', size: PNG_BYTES.length, bytes: PNG_BYTES });
    expect((await importUploads(h.db, dataDir)).moved).toBe(1);
    expect(existsSync(path.join(folder, name))).toBe(false);
  });

  it('keeps a file whose name is stored with other bytes', async () => {
    const name = `${'4'.repeat(32)}.png`;
    await file(name, PNG_BYTES, 2);
    const other = new Uint8Array([...PNG_BYTES, 1, 2, 3]);
    await h.db
      .insert(uploads)
      .values({ name, mime: 'image/png', size: other.length, bytes: other });
    expect((await importUploads(h.db, dataDir)).left).toContain(name);
    expect(existsSync(path.join(folder, name))).toBe(true);
  });
});
