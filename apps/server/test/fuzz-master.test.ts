import { describe, it } from 'vitest';
import { fuzzEntry, fuzzedEntries } from './support/fuzz';
import { drivers, useHarness } from './support/harness';

describe.each(drivers)('bad input on %s never answers 5xx (master data)', (driver) => {
  const h = useHarness(driver);
  const fuzzed = fuzzedEntries(['users', 'pages', 'menus', 'pohonProfesi']);
  it.each(fuzzed.map((e) => [e.name, e] as const))('%s', (_, entry) => fuzzEntry(h, entry));
});
