import { entries } from '@cermat/contract';
import { describe, expect, it } from 'vitest';
import { callers, expectedStatus, send } from './support/access-matrix';
import { drivers, useHarness } from './support/harness';

const guarded = entries.filter((e) => e.right !== 'public');

describe.each(drivers)('access matrix on %s', (driver) => {
  const h = useHarness(driver);

  it.each(guarded.map((e) => [e.name, e] as const))('%s', async (_, entry) => {
    for (const [who, token, caller] of callers(h)) {
      const answer = await send(h, entry, token, caller);
      expect({ who, status: answer.status, data: answer.body.data }).toMatchObject({
        who,
        status: expectedStatus(entry, who),
      });
      expect(answer.body.meta.code).toBe(answer.status);
      if (answer.status === 200) expect(() => entry.data.parse(answer.body.data)).not.toThrow();
    }
  });
});
