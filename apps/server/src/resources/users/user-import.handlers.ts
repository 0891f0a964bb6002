import { fill, id as texts } from '@cermat/core';
import { auditedCreates } from '../../audit/record';
import { sessionOf, type HandlerTable } from '../../context/handler';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { invalid } from '../../http/errors';
import { uniqueField } from '../../records/unique';
import { checkImport, type ImportUser } from './user-import.model';

// Rows per INSERT: a few statements for a large file, each far below the parameter limit.
const BATCH = 1_000;

const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) =>
    items.slice(i * BATCH, (i + 1) * BATCH),
  );

/**
 * Creates the users and their roles; their ids in the file's order. No password: '' never
 * verifies, so they sign in only once an invitation gives them one.
 */
async function createUsers(tx: Db, rows: ImportUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const made = await tx
      .insert(users)
      .values(
        batch.map((u) => ({
          username: u.username,
          name: u.name,
          status: u.status,
          password_hash: '',
        })),
      )
      .returning({ id: users.id, username: users.username });
    // Matched by username (unique in the batch), not by the order RETURNING happens to keep.
    const idOf = new Map(made.map((m) => [m.username, m.id]));
    const links = batch.flatMap((u) =>
      u.roleIds.map((id_role) => ({ user_id: idOf.get(u.username)!, id_role })),
    );
    for (const part of batches(links)) await tx.insert(userRoles).values(part);
    ids.push(...batch.map((u) => idOf.get(u.username)!));
  }
  return ids;
}

export const userImportHandlers: Pick<HandlerTable, 'users.checkImport' | 'users.import'> = {
  'users.checkImport': async (ctx, { body }) => {
    const { errors } = await checkImport(ctx.db, sessionOf(ctx), body.rows);
    return { data: { rows: body.rows.length, errors } };
  },

  'users.import': async (ctx, { body }) => {
    const session = sessionOf(ctx);
    // Checked again inside the transaction, after the rights lock that every import takes
    // first: a parallel import of the same file sees this one's users and reports them.
    const ids = await uniqueField('username', () =>
      auditedCreates(ctx, 'user', async (tx) => {
        const { errors, users: valid } = await checkImport(tx, session, body.rows);
        if (Object.keys(errors).length) throw invalid(errors);
        return createUsers(tx, valid);
      }),
    );
    return {
      data: { created: ids.length },
      message: fill(texts.server.imported, { count: ids.length }),
    };
  },
};
