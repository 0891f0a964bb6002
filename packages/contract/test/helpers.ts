import { exampleFor, type NamedEntry } from '../src';

/** The example of a named entry; every entry has one (examples is typed by the contract). */
export function exampleOf(e: NamedEntry): { input: unknown; data: unknown } {
  const example = exampleFor(e.name);
  if (!example) throw new Error(`no example for ${e.name}`);
  return example;
}

/** Query values as a browser sends them: strings. */
export function asQueryStrings(values: object): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}
