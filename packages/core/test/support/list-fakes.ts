import { createActor, fromPromise } from 'xstate';
import type { InputFrom } from 'xstate';
import { createListMachine, id, type ListPage, type ListQuery } from '../../src';

// What a test chooses of a list's start: its kind or sort, and its state (each member of the union).
type ListInput =
  InputFrom<ReturnType<typeof createListMachine>> extends infer Input
    ? Input extends unknown
      ? Omit<Input, 'fallback'>
      : never
    : never;
import { deferred, type Deferred } from './deferred';

interface Call {
  query: ListQuery;
  answer: Deferred<ListPage<string>>;
}

/** A page of rows named after the query that asked for them. */
export function pageFor(query: ListQuery, count = 3, lastPage = 5): ListPage<string> {
  const from = (query.page - 1) * query.size + 1;
  return {
    data: Array.from({ length: count }, (_, i) => `draw${query.draw}-row${i}`),
    current_page: query.page,
    last_page: lastPage,
    total: lastPage * query.size,
    from: count ? from : null,
    to: count ? from + count - 1 : null,
    links: [],
    draw: query.draw,
  };
}

/** Starts a list machine whose fetches wait until the test settles them. */
export function startList(input: ListInput = { list: 'roles' }) {
  const calls: Call[] = [];
  const machine = createListMachine<string>().provide({
    actors: {
      fetchList: fromPromise<ListPage<string>, ListQuery>(({ input: query }) => {
        const answer = deferred<ListPage<string>>();
        calls.push({ query, answer });
        return answer.promise;
      }),
    },
  });
  // The app's words for a failure that names none (core ships no texts of its own).
  const actor = createActor(machine, { input: { ...input, fallback: id.error.oops } }).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no request yet');
    return call;
  };
  return { actor, calls, last };
}
