import { describe, expect, it } from 'vitest';
import { entries, splitInput as splitEntryInput } from '../src';
import { routeNames, routes, splitInput } from '../src/routes';
import { routeOf } from '../src/routes-source';

describe('the route table the browser gets', () => {
  it('is every entry without its schemas; stale until `pnpm gen:routes` has run', () => {
    // A failure here after changing an entry: run `pnpm --filter @cermat/contract gen:routes`.
    expect(routes).toEqual(entries.map(routeOf));
    expect(routeNames).toEqual(entries.map((e) => e.name));
  });

  it('says which parts each call takes exactly where the entry has a schema', () => {
    for (const [i, e] of entries.entries()) {
      const route = routes[i];
      expect(route?.name).toBe(e.name);
      expect(Boolean(route && 'params' in route)).toBe(Boolean(e.params));
      expect(Boolean(route && 'query' in route)).toBe(Boolean(e.query));
      expect(Boolean(route && 'body' in route)).toBe(Boolean(e.body));
    }
  });

  it('splits an input as the entry does', () => {
    const input = { id_role: 3, role_name: 'X', draw: 1 };
    for (const [i, e] of entries.entries()) {
      const route = routes[i];
      if (route) expect(splitInput(route, input)).toEqual(splitEntryInput(e, input));
    }
  });

  it('carries no schema: every value is plain text or true', () => {
    for (const route of routes)
      for (const value of Object.values(route))
        expect(['string', 'boolean']).toContain(typeof value);
  });
});
