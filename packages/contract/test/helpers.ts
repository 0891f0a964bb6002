import { examples, type Examples, type NamedEntry } from '../src';

/** The example of a named entry ('roles.list'). */
export function exampleOf(e: NamedEntry): { input: unknown; data: unknown } {
  const [resource, call] = e.name.split('.') as [keyof Examples, string];
  return (examples[resource] as Record<string, { input: unknown; data: unknown }>)[call] as {
    input: unknown;
    data: unknown;
  };
}

/** Query values as a browser sends them: strings. */
export function asQueryStrings(values: object): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}
