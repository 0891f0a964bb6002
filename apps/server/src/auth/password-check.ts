import { setTimeout as sleep } from 'node:timers/promises';
import { id as texts } from '@cermat/core';
import { checkSucceeded, reserveCheck } from './throttle';
import { clientAddress } from '../http/client-address';
import { tooMany } from '../http/errors';
import type { HandlerContext } from '../context/handler';

/**
 * Checks a password under the sign-in throttle (sign-in and the profile's current
 * password alike): 429 with Retry-After beyond the pair or address limit; a username
 * failing from many addresses waits its delay here (the caller is slowed, never
 * refused for it). `event` names the log lines, which carry the caller's address.
 */
export async function throttledCheck(
  { db, config, c }: HandlerContext,
  username: string,
  event: 'login' | 'profile',
  check: () => Promise<boolean>,
): Promise<{ ok: boolean; address: string }> {
  const address = clientAddress(c, config.trustProxy);
  const reservation = await reserveCheck(db, username, address, config.throttle);
  if (reservation.refused) {
    c.get('log').warn({ event: `${event}.throttled`, address, by: reservation.by });
    throw tooMany(texts.server.throttled, reservation.retryAfterSeconds);
  }
  if (reservation.delayMs > 0) await sleep(reservation.delayMs);
  const ok = await check();
  if (ok) await checkSucceeded(db, reservation.keys);
  return { ok, address };
}
