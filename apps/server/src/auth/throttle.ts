import { sql } from 'drizzle-orm';
import type { ThrottleLimits, UserDelay } from '../context/deps';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { addressBucket } from '../http/client-address';
import { clear, hit, release } from './rate-counter';

/** 5 free failures, then 0.25 s, 0.5 s, 1 s, 2 s, 4 s, and 4 s from then on. */
const defaultUserDelay: UserDelay = { after: 5, baseMs: 250, maxMs: 4000 };

export interface ThrottleKeys {
  pair: string;
  ip: string;
  user: string;
}

/**
 * The counters of a username from an address. The name is the database's `lower()`, the
 * key of the sign-in lookup and of the unique index: JavaScript's toLowerCase differs from
 * it ('İ' is 'i̇' there, 'i' in PostgreSQL), and any difference lets a name that signs in
 * as one user count as another.
 */
async function throttleKeys(db: Db, username: string, address: string): Promise<ThrottleKeys> {
  const [row] = await queryRows(db, sql`select lower(${username}) as name`);
  const name = String(row?.name);
  const from = addressBucket(address);
  return { pair: `pair:${name}|${from}`, ip: `ip:${from}`, user: `user:${name}` };
}

/** The wait before checking a password of a username that already failed `failures` times. */
export function userDelayMs(failures: number, delay: UserDelay): number {
  if (failures < delay.after) return 0;
  return Math.min(delay.maxMs, delay.baseMs * 2 ** (failures - delay.after));
}

export type Reservation =
  | { refused: false; keys: ThrottleKeys; delayMs: number }
  | { refused: true; by: 'pair' | 'ip'; retryAfterSeconds: number };

/**
 * Reserves one password check BEFORE it runs, counted as a failure until it succeeds.
 * Refused when the pair or the address is over its limit: those counts only grow from
 * this address's own failures, so a clean address is never refused for failures made
 * elsewhere. The username's count across all addresses never refuses; it only sets a
 * delay, so an attack from many addresses slows the account down instead of locking it.
 */
export async function reserveCheck(
  db: Db,
  username: string,
  address: string,
  limits: ThrottleLimits,
): Promise<Reservation> {
  const keys = await throttleKeys(db, username, address);
  // The address first: an address over its limit touches only its own row, so it cannot
  // grow the table with a row per made-up username.
  const limited = [
    ['ip', keys.ip, limits.ipMax],
    ['pair', keys.pair, limits.userMax],
  ] as const;
  for (const [by, key, max] of limited) {
    const count = await hit(db, key, limits.windowSeconds);
    if (count.count > max) return { refused: true, by, retryAfterSeconds: count.retryAfterSeconds };
  }
  // Reserved too, so parallel guesses at one username each wait a little longer.
  const user = await hit(db, keys.user, limits.windowSeconds);
  const delayMs = userDelayMs(user.count - 1, limits.userDelay ?? defaultUserDelay);
  return { refused: false, keys, delayMs };
}

/** After a correct password: the pair starts over; address and username get their reservation back. */
export async function checkSucceeded(db: Db, keys: ThrottleKeys): Promise<void> {
  await clear(db, [keys.pair]);
  await release(db, [keys.ip, keys.user]);
}
