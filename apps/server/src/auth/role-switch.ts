import type { Db } from '../db/client';
import { hit } from './rate-counter';

/**
 * Role switches one session may make per window. A person switches now and then; a loop
 * switching back and forth writes an audit row per call, kept for the retention period.
 */
export const ROLE_SWITCH_LIMIT = { max: 10, windowSeconds: 60 } as const;

/** Counts one switch of a session; the seconds to wait when it is over the limit, else null. */
export async function reserveRoleSwitch(db: Db, sessionId: number): Promise<number | null> {
  const count = await hit(db, `switch-role:${sessionId}`, ROLE_SWITCH_LIMIT.windowSeconds);
  return count.count <= ROLE_SWITCH_LIMIT.max ? null : count.retryAfterSeconds;
}
