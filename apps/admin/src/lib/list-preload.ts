import type { ListAnswer } from '@cermat/api-client';
import {
  LIST_KINDS,
  MASTERS,
  matchRoute,
  toListParams,
  type ListKind,
  type ListQuery,
} from '@cermat/core';
import { parseListState } from '@/hooks/use-list-url-state';
import { api, onApiCall } from './api';
import { currentHashPath, currentHashRoute, subscribe } from './hash-location';
import { createPreloadSlot } from './preload-slot';
import { isSignedIn, session } from './session';

type Answer = Promise<Readonly<ListAnswer<unknown>>>;

/** The common master lists by route name; each kind's list call is `api[kind].list` (spec §7). */
const LISTS: Partial<Record<string, ListKind>> = Object.fromEntries(
  LIST_KINDS.map((kind) => [MASTERS[kind].routes.list, kind]),
);

/**
 * The reads a move makes around a list's request: rights, menu version, session, configuration,
 * the lists. Any other call drops a request made ahead, every write among them: an answer given
 * before a write ended may not show it.
 */
export const HARMLESS_CALLS: ReadonlySet<string> = new Set([
  'auth.checkToken',
  'auth.me',
  'auth.getHakAkses',
  'auth.checkAccessMenu',
  'configs.get',
  ...LIST_KINDS.map((kind) => `${kind}.list`),
]);

const slot = createPreloadSlot<Answer>();
onApiCall((entry) => {
  if (!HARMLESS_CALLS.has(entry)) slot.drop();
});

const keyOf = (kind: ListKind, query: ListQuery) =>
  `${kind}?${JSON.stringify(toListParams(query))}`;

/** The first query a list screen sends at a route ('/path?query'): its URL's state, draw 1. */
function firstQuery(kind: ListKind, to: string): ListQuery {
  const at = to.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : to.slice(at + 1));
  return { ...parseListState(kind, params), draw: 1 };
}

/**
 * Sends the first request of the list a route ('/path?query') opens, now rather than once its
 * screen rendered; the screen takes it (`takeListPreload`). The server checks the right as for
 * any call, and the route guard still decides whether the screen shows.
 */
export function preloadList(to: string): void {
  const found = matchRoute(to.split('?')[0] ?? '/');
  const kind = found ? LISTS[found.route.name] : undefined;
  if (!kind || !isSignedIn(session)) return;
  const query = firstQuery(kind, to);
  const answer: Answer = api[kind].list(toListParams(query));
  // Nobody may take it (the guard says no, a write drops it): its failure is nobody's to report.
  answer.catch(() => undefined);
  slot.hold(keyOf(kind, query), answer);
}

/** The answer of a list's first request when it was sent ahead for exactly this query, once. */
export function takeListPreload<Row>(
  kind: ListKind,
  query: ListQuery,
): Promise<Readonly<ListAnswer<Row>>> | undefined {
  // The same call for the same query: the rows are of the screen's own kind.
  return slot.take(keyOf(kind, query)) as Promise<Readonly<ListAnswer<Row>>> | undefined;
}

let followed: string | null = null;

/** From now on, a move to another screen sends its list's first request in the same tick. */
export function followNavigations(): void {
  if (followed !== null) return;
  followed = currentHashPath();
  subscribe(() => {
    const path = currentHashPath();
    // Another page or search of the same list is the screen's own request.
    if (path === followed) return;
    followed = path;
    preloadList(currentHashRoute());
  });
}
