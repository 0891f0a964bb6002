import { describe, it } from 'vitest';
import { expectNoServerError, fuzzedEntries, fuzzHarness } from './support/fuzz';
import { useHarnesses } from './support/harness';

describe('bad input never answers 5xx (2 of 2)', () => {
  const harnesses = useHarnesses(fuzzHarness);
  it.each(fuzzedEntries(1, 2).map((e) => [e.name, e] as const))('%s', (_, entry) =>
    expectNoServerError(harnesses, entry),
  );
});
