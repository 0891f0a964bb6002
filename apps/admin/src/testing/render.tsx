import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';

/** Renders a screen the way the app does: texts, hash router, suspense. */
export const renderInApp = (ui: ReactElement) => render(<AppProvider>{ui}</AppProvider>);

type Answer = { status?: number; data: unknown; message?: string };
type Handler = (url: URL, init: RequestInit) => Answer;

/** Answers API calls by `METHOD path` (path under /backend/api/v1) with the envelope. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^.*\/backend\/api\/v1\//, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path, url, body });
    const handler = handlers[`${method} ${path}`];
    const answer = handler ? handler(url, init) : { status: 404, data: 'not mocked' };
    const status = answer.status ?? 200;
    return new Response(
      JSON.stringify({ meta: { code: status, message: answer.message ?? '' }, data: answer.data }),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
