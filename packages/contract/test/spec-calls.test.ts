import { describe, expect, it } from 'vitest';
import { entries, findEntry, SPEC_CALLS } from '../src';

describe('the calls of spec §7 (and the sign-in calls)', () => {
  it.each(SPEC_CALLS.map((call) => [`${call.method} ${call.path} → ${call.entry}`, call] as const))(
    '%s is in the contract',
    (_, call) => {
      const request = call.with ? { [call.with.in]: { [call.with.key]: 1 } } : {};
      const found = findEntry(call.method, call.path, request);
      expect(found?.name).toBe(call.entry);
    },
  );

  it('leaves no entry of the contract without a call that needs it', () => {
    const needed = new Set(SPEC_CALLS.map((call) => call.entry));
    expect(entries.map((e) => e.name).filter((name) => !needed.has(name))).toEqual([]);
  });
});
