import { entries, type NamedEntry } from '@cermat/contract';
import { recordNameField } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { call, PNG_BYTES, upload, type Answer } from './support/client';
import { drivers, useHarness } from './support/harness';
import { validInput } from './support/inputs';

// Derived from the contract: a new write entry is in this list the moment it exists, and
// fails here until its handler writes an audit row (and inputs.ts knows a valid call).
// Checking a password link is a read sent as POST (the token stays out of addresses), and so
// is a users import's dry run (it carries a file's rows): neither writes.
const readsByPost = new Set(['auth.checkPasswordLink', 'users.checkImport']);
const writes = entries.filter((e) => e.method !== 'GET' && !readsByPost.has(e.name));
/** An invitation is two writes of the new user: its creation, then its password link. */
const ROWS: Record<string, number> = { 'users.invite': 2 };

describe.each(drivers)('every write is audited, on %s', (driver) => {
  const h = useHarness(driver);

  async function send(entry: NamedEntry): Promise<Answer> {
    if (entry.name === 'references.upload')
      return upload(h, PNG_BYTES, 'foto.png', 'image/png', h.tokens.admin);
    const caller = { userId: h.fixtures.adminId, roleId: h.fixtures.adminRoleId };
    return call(h, entry, await validInput(h, entry.name, caller), h.tokens.admin);
  }

  it.each(writes.map((e) => [e.name, e] as const))('%s', async (_, entry) => {
    const answer = await send(entry);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const rows = await h.db.select().from(auditLog).where(eq(auditLog.request_id, requestId!));
    // One row: the write's record, not the other rows it touched (sessions it ended, …).
    expect(rows.length, `${entry.name} wrote ${rows.length} audit rows`).toBe(
      ROWS[entry.name] ?? 1,
    );
    for (const row of rows) {
      // Who and from where, and never a secret: no hash, no token, only "changed".
      expect(row.address).not.toBe('');
      const values = JSON.stringify([row.before, row.after]);
      expect(values).not.toMatch(/\$argon2|token_hash|password_hash/);
      // Signing in, and setting a password with a link, are the user's own acts.
      if (entry.name === 'auth.usePasswordLink') expect(row.user_id).toBe(h.fixtures.targetUserId);
      else if (entry.name !== 'auth.login') expect(row.user_id).toBe(h.fixtures.adminId);
      // Named as it was: the field the vocabulary declares, of its after (a delete: before).
      const field = recordNameField(row.entity);
      const state = (row.after ?? row.before) as Record<string, unknown> | null;
      expect(row.record_name).toBe(field === undefined ? null : state?.[field]);
      if (field !== undefined) expect(row.record_name).toBeTruthy();
    }
  });
});
