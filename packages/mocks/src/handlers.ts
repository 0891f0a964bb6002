import { id } from '@cermat/core';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Behaviour } from './behaviours/behaviour';
import { auditBehaviours } from './behaviours/audit';
import { authBehaviours } from './behaviours/auth';
import { bulkBehaviours } from './behaviours/bulk';
import { exportBehaviours } from './behaviours/exports';
import { menuBehaviours } from './behaviours/menus';
import { exampleData, otherBehaviours } from './behaviours/others';
import { pelaksanaanBehaviours } from './behaviours/pelaksanaan';
import { parseInput } from './input';
import { storedFiles } from './logos';
import { apiPath, matchEntry } from './match';
import { envelope, Refusal, refusals } from './reply';
import type { Scenario } from './scenario';
import { holds } from './session';
import { createStore } from './store';
import type { MockStore } from './store.types';

const behaviours: Record<string, Record<string, Behaviour>> = {
  ...otherBehaviours,
  auth: authBehaviours,
  menus: menuBehaviours,
  pelaksanaan: pelaksanaanBehaviours,
  audit: auditBehaviours,
  bulk: bulkBehaviours,
  // An export reads its list through that list's own behaviour.
  exports: exportBehaviours((resource) => behaviours[resource]?.list),
};

/** A call the mock answered: what a test asserts was sent. */
export interface MockCall {
  /** The contract entry, e.g. 'roles.list'. */
  name: string;
  query: Record<string, string>;
  body: unknown;
  /** The Authorization header as sent (the mock never judges it: see the scenario). */
  authorization: string | null;
}

/** The handlers of one scenario, its store (to change or inspect) and the calls received. */
export interface MockApi {
  handlers: HttpHandler[];
  store: MockStore;
  calls: MockCall[];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json'))
    return request
      .clone()
      .json()
      .catch(() => undefined);
  if (type.includes('multipart/form-data'))
    return Object.fromEntries((await request.clone().formData()).entries());
  return undefined;
}

/** Whether a scenario's wait or failure concerns an entry: every one, or those it names. */
const applies = (part: true | { entries?: string[] } | undefined, name: string) =>
  part !== undefined && (part === true || !part.entries || part.entries.includes(name));

/** Answers one request as the server would: session, failure, right, input, then the data. */
async function answer(
  api: MockApi,
  scenario: Scenario,
  request: Request,
  path: string,
): Promise<Response> {
  const { store } = api;
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const body = await readBody(request);
  const matched = matchEntry(request.method, path, { query, body });
  if (!matched) return envelope(404, id.server.notFound, id.server.notFound);
  const { entry } = matched;
  // A call that never answers was still sent: recorded first.
  api.calls.push({
    name: entry.name,
    query,
    body,
    authorization: request.headers.get('authorization'),
  });
  if (applies(scenario.pending, entry.name)) await delay('infinite');
  try {
    if (entry.right !== 'public' && !store.signedIn) throw refusals[401]();
    const failure = scenario.fail;
    if (failure && applies(failure, entry.name)) throw refusals[failure.status]();
    if (entry.menu && !holds(store, entry.menu, entry.right)) throw refusals[403]();
    const input = parseInput(entry, { params: matched.params, query, body });
    const [resource = '', call = ''] = entry.name.split('.');
    const behaviour = behaviours[resource]?.[call];
    const result = behaviour
      ? await behaviour({ store, input, url, request })
      : { data: exampleData(resource, call) };
    // Every answer goes through the contract: a mock that drifts from it fails loudly.
    const data = entry.data.parse(result.data);
    return result.response ?? envelope(200, result.message ?? id.server.success, data);
  } catch (error) {
    if (error instanceof Refusal) return envelope(error.status, error.message, error.data);
    throw error;
  }
}

/**
 * One msw handler for the whole API of the contract, backed by a fresh in-memory store
 * for the scenario. Stories pass `handlers` to `msw.use`, tests to their mock server.
 */
export function createMockApi(scenario: Scenario = {}): MockApi {
  const api: MockApi = { handlers: [], store: createStore(scenario), calls: [] };
  api.handlers.push(
    storedFiles,
    http.all('*/backend/api/v1/*', async ({ request }) => {
      const path = apiPath(new URL(request.url));
      if (path === undefined) return undefined;
      if (scenario.offline) return HttpResponse.error();
      return answer(api, scenario, request, path);
    }),
  );
  return api;
}
