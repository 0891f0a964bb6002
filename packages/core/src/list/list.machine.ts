import { assign, enqueueActions, fromPromise, setup, stopChild } from 'xstate';
import { DEFAULT_SORTS, SEARCH_DEBOUNCE_MS, type ListKind, type Sort } from '../constants';
import { errorMessage } from '../errors';
import { reduceQuery, type ListQueryEvent } from './list.reducer';
import type { ListPage, ListQuery, ListState, Paging } from './list.types';
import { defaultListState } from './list.utils';

/** Events a list screen sends. */
type ListEvent = ListQueryEvent | { type: 'list.search'; value: string };

type InternalEvent<Row> =
  | { type: 'list.searchApply' }
  | { type: `xstate.done.actor.${string}`; actorId: string; output: ListPage<Row> }
  | { type: `xstate.error.actor.${string}`; actorId: string; error: unknown };

/** What a list machine knows: the list state, the latest draw, and the last applied answer. */
interface ListContext<Row> extends ListState {
  /** Draw number of the latest request; only its answer is applied. */
  draw: number;
  /** The actor fetching the latest request: an answer of any other is stale. */
  latest: string | null;
  /** The search text as typed, before the debounce applies it. */
  searchInput: string;
  rows: Row[];
  paging: Paging | null;
  /** Message of the latest request's failure. */
  error: string | null;
  /** The message of a failure that names none (the app's words: core ships no texts). */
  fallback: string;
  debounceMs: number;
}

/** How a list starts: its kind (for the default sort of spec §4) or an explicit sort, and an optional saved state (URL). */
type ListInput = ({ list: ListKind } | { sort: Sort }) & {
  state?: Partial<ListState>;
  /** The message of a failure that names none. */
  fallback: string;
  debounceMs?: number;
};

const FETCH = 'fetch-';
const DEBOUNCE_ID = 'search-debounce';
const QUERY_EVENTS: ReadonlySet<string> = new Set<ListQueryEvent['type']>([
  'list.status',
  'list.size',
  'list.sort',
  'list.reload',
  'list.restore',
  'page.prev',
  'page.next',
  'page.go',
  'page.link',
]);
const isQueryEvent = (event: { type: string }): event is ListQueryEvent =>
  QUERY_EVENTS.has(event.type);
/** Every query-changing event: refused ones are ignored, the others reload with a new draw. */
const query = { guard: 'accepts', target: '.loading', actions: ['update', 'request'] } as const;

const queryOf = <Row>(c: ListContext<Row>): ListState => ({
  page: c.page,
  size: c.size,
  search: c.search,
  status: c.status,
  sort: c.sort,
});

/**
 * Builds the list query machine for rows of type Row (spec §2.2, §4). The app provides
 * `fetchList` (a fromPromise actor taking a ListQuery) with `.provide()`.
 */
export function createListMachine<Row>() {
  return setup({
    types: {
      context: {} as ListContext<Row>,
      events: {} as ListEvent | InternalEvent<Row>,
      input: {} as ListInput,
    },
    actors: {
      fetchList: fromPromise<ListPage<Row>, ListQuery>(() =>
        Promise.reject(new Error('fetchList is not provided')),
      ),
    },
    actions: {
      request: assign(({ context, spawn }) => {
        const draw = context.draw + 1;
        const latest = `${FETCH}${draw}`;
        spawn('fetchList', { id: latest, input: { ...queryOf(context), draw } });
        return { draw, latest, error: null };
      }),
      update: assign(({ context, event }) => {
        const next = isQueryEvent(event) && reduceQuery(queryOf(context), context.paging, event);
        if (!next) return {};
        // A restored state (URL) replaces what the search box shows; other events keep the typing.
        return event.type === 'list.restore' ? { ...next, searchInput: next.search } : next;
      }),
      apply: assign(({ event }) => {
        if (!('output' in event)) return {};
        const { data, draw: _draw, ...paging } = event.output;
        return { rows: data, paging, page: paging.current_page };
      }),
      fail: assign(({ context, event }) => ({
        error: 'error' in event ? errorMessage(event.error, context.fallback) : context.fallback,
      })),
      forget: stopChild(({ event }) => ('actorId' in event ? event.actorId : '')),
      debounceSearch: enqueueActions(({ context, enqueue }) => {
        enqueue.cancel(DEBOUNCE_ID);
        enqueue.raise({ type: 'list.searchApply' }, { delay: context.debounceMs, id: DEBOUNCE_ID });
      }),
    },
    guards: {
      // The answer must come from the latest request, and echo its draw.
      isLatest: ({ context, event }) =>
        'actorId' in event &&
        event.actorId === context.latest &&
        (!('output' in event) || Number(event.output.draw) === context.draw),
      isEmpty: ({ context }) => context.rows.length === 0,
      searchChanged: ({ context }) => context.searchInput !== context.search,
      accepts: ({ context, event }) =>
        isQueryEvent(event) && reduceQuery(queryOf(context), context.paging, event) !== null,
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => {
      const base = defaultListState('sort' in input ? input.sort : DEFAULT_SORTS[input.list]);
      const state = { ...base, ...input.state };
      return {
        ...state,
        draw: 0,
        latest: null,
        searchInput: state.search,
        rows: [],
        paging: null,
        error: null,
        fallback: input.fallback,
        debounceMs: input.debounceMs ?? SEARCH_DEBOUNCE_MS,
      };
    },
    entry: 'request',
    initial: 'loading',
    on: {
      'list.search': {
        actions: [assign({ searchInput: ({ event }) => event.value }), 'debounceSearch'],
      },
      'list.searchApply': {
        guard: 'searchChanged',
        target: '.loading',
        actions: [assign(({ context }) => ({ search: context.searchInput, page: 1 })), 'request'],
      },
      'list.status': query,
      'list.size': query,
      'list.sort': query,
      'list.reload': query,
      'list.restore': query,
      'page.prev': query,
      'page.next': query,
      'page.go': query,
      'page.link': query,
      'xstate.done.actor.*': [
        { guard: 'isLatest', target: '.settled', actions: ['apply', 'forget'] },
        { actions: 'forget' },
      ],
      'xstate.error.actor.*': [
        { guard: 'isLatest', target: '.failed', actions: ['fail', 'forget'] },
        { actions: 'forget' },
      ],
    },
    states: {
      loading: { tags: 'loading' },
      settled: {
        always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }],
      },
      ready: {},
      empty: { tags: 'empty' },
      failed: { tags: 'error' },
    },
  });
}
