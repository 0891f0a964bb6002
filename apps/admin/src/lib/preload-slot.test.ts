import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPreloadSlot } from './preload-slot';

type Step = { op: 'hold'; key: string } | { op: 'take'; key: string } | { op: 'drop' };

const key = fc.constantFrom('users?1', 'users?2', 'roles?1');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('hold' as const), key }),
  fc.record({ op: fc.constant('take' as const), key }),
  fc.record({ op: fc.constant('drop' as const) }),
);

describe('a preload slot', () => {
  it('hands a held request over once, to a take of its key, unless dropped or replaced first', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const slot = createPreloadSlot<object>();
        // The model: what is held, and every value ever handed over.
        let held: { key: string; value: object } | null = null;
        const handed = new Set<object>();
        for (const s of steps) {
          if (s.op === 'hold') {
            held = { key: s.key, value: {} };
            slot.hold(s.key, held.value);
          } else if (s.op === 'drop') {
            held = null;
            slot.drop();
          } else {
            const got = slot.take(s.key);
            expect(got).toBe(held?.key === s.key ? held.value : undefined);
            if (got) {
              // Never the same request twice.
              expect(handed.has(got)).toBe(false);
              handed.add(got);
            }
            // A take ends the slot either way: a first request that did not match makes its own.
            held = null;
          }
        }
      }),
    );
  });
});
