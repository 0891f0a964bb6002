import type { NamedEntry } from '@cermat/contract';
import { call, PNG_BYTES, upload, type Answer } from './client';
import type { Harness } from './harness';
import { validInput } from './inputs';

export type Case =
  'no token' | 'revoked token' | 'role without access' | 'read-only role' | 'write role';

interface Caller {
  userId: number;
  roleId: number;
}

/**
 * Calls whose right is on the menu of the list or record they name (contract: `session`
 * plus the handler's check): read for a GET, write otherwise. Their valid inputs name
 * admin menus, so they answer like an entry of that menu.
 */
const RIGHT_BY_REQUEST = new Set([
  'audit.history',
  'audit.restore',
  'bulk.apply',
  'exports.csv',
  'pages.render',
]);

/** The outcome each caller must get: exactly this status. */
export function expectedStatus(entry: NamedEntry, who: Case): number {
  if (who === 'no token' || who === 'revoked token') return 401;
  const right = RIGHT_BY_REQUEST.has(entry.name)
    ? entry.method === 'GET'
      ? 'read'
      : 'write'
    : entry.right;
  if (right === 'session') return 200;
  if (who === 'role without access') return 403;
  if (who === 'read-only role') return right === 'read' ? 200 : 403;
  return 200;
}

/** Every caller of the matrix: the denied ones first, the write role last (its success may change the data). */
export function callers(h: Harness): [Case, string | undefined, Caller][] {
  const f = h.fixtures;
  const t = h.tokens;
  return [
    ['no token', undefined, { userId: f.adminId, roleId: f.adminRoleId }],
    ['revoked token', t.revoked, { userId: f.adminId, roleId: f.adminRoleId }],
    ['role without access', t.noAccess, { userId: f.noAccessId, roleId: f.noAccessRoleId }],
    ['read-only role', t.reader, { userId: f.readerId, roleId: f.readerRoleId }],
    ['write role', t.admin, { userId: f.adminId, roleId: f.adminRoleId }],
  ];
}

/** One entry called with its valid input, as this caller. */
export async function send(
  h: Harness,
  entry: NamedEntry,
  token: string | undefined,
  caller: Caller,
): Promise<Answer> {
  if (entry.name === 'references.upload')
    return upload(h, PNG_BYTES, 'foto.png', 'image/png', token);
  return call(h, entry, await validInput(h, entry.name, caller), token);
}
