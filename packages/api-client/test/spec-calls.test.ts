import { entries, SPEC_CALLS } from '@cermat/contract';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, invoke, makeClient, server, successOf } from './setup';

describe('the client makes every call of spec §7 and the sign-in calls', () => {
  it.each(SPEC_CALLS.map((c) => [`${c.method} ${c.path} (${c.entry})`, c] as const))(
    '%s',
    async (_, call) => {
      const e = entries.find((entry) => entry.name === call.entry);
      expect(e, call.entry).toBeDefined();
      if (!e) return;
      const hits: { query: URLSearchParams; body: unknown }[] = [];
      const path = `${BASE}/${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
      server.use(
        http[call.method.toLowerCase() as 'get'](path, async ({ request }) => {
          const type = request.headers.get('content-type') ?? '';
          const body: unknown = type.includes('json') ? await request.json() : null;
          hits.push({ query: new URL(request.url).searchParams, body });
          return successOf(e).response();
        }),
      );
      await invoke(makeClient().api, e);
      expect(hits).toHaveLength(1);
      const hit = hits[0];
      if (call.with?.in === 'query') expect(hit?.query.has(call.with.key)).toBe(true);
      if (call.with?.in === 'body') expect(hit?.body).toHaveProperty(call.with.key);
    },
  );
});
