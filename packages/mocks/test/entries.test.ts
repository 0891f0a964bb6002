import { anyEnvelope, entries, exampleFor, FAILURE_CODES, failureEnvelope } from '@cermat/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../src';
import { callEntry, serve } from './call';

const failureCodes: readonly number[] = FAILURE_CODES;

describe('every entry of the contract', () => {
  it.each(entries.map((e) => [e.name, e] as const))(
    '%s: its example call gets an answer the contract accepts',
    async (_name, entry) => {
      serve();
      const { status, json, text, type } = await callEntry(entry, exampleFor(entry.name)?.input);
      // An export answers CSV text, UTF-8 with a byte order mark, outside the envelope.
      if (entry.answer === 'csv') {
        expect([status, type, text.at(0)]).toEqual([200, 'text/csv; charset=utf-8', '\uFEFF']);
        return;
      }
      expect(anyEnvelope.parse(json).meta.code).toBe(status);
      if (status === 200) expect(entry.data.safeParse(json.data).success).toBe(true);
      else {
        expect(failureCodes).toContain(status);
        expect(failureEnvelope.safeParse(json).success).toBe(true);
      }
    },
  );

  it('answers in every scenario only what the contract accepts (property)', async () => {
    const names = Object.keys(scenarios) as (keyof typeof scenarios)[];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...entries),
        fc.constantFrom(...names.filter((n) => n !== 'loading')),
        async (entry, scenario) => {
          serve(scenarios[scenario]);
          const { status, json, text } = await callEntry(entry, exampleFor(entry.name)?.input);
          if (entry.answer === 'csv' && status === 200) {
            expect(text.at(0)).toBe('\uFEFF');
            return;
          }
          const schema = status === 200 ? entry.data : failureEnvelope.shape.data;
          expect(schema.safeParse(json.data).success).toBe(true);
          expect(json.meta.code).toBe(status);
        },
      ),
      { numRuns: 120 },
    );
    // 120 calls through msw take ~6 s when the machine is loaded (CI runs suites side by side).
  }, 60_000);
});
