import {
  createListMachine,
  nextSort,
  pageFromLink,
  rowNumber,
  type ListPage,
  type ListQuery,
  type PageSize,
  type RecordStatus,
} from '@cermat/core';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { currentTexts } from '@/lib/i18n';
import { useProgress } from '@/lib/progress';
import { useCoreMachine } from './use-core-machine';
import { initialSort, sameListState, useListUrlState, type ListSorts } from './use-list-url-state';

// One empty list for every failed load: a new array per render would look like new rows
// to whatever follows them (the selection resets on new rows, and would loop).
const NO_ROWS: never[] = [];

/**
 * A common list (spec §2.2) on core's list machine, its state kept in the URL: clicks
 * write the URL, the URL drives the machine, so back, forward and reload agree.
 */
export function useMasterList<Row>(
  kind: ListSorts,
  fetchPage: (query: ListQuery) => Promise<ListPage<Row>>,
) {
  const [url, writeUrl] = useListUrlState(kind);
  const machine = useMemo(() => createListMachine<Row>(), []);
  const actor = useCoreMachine(
    machine,
    { fetchList: fetchPage },
    { input: { sort: initialSort(kind), state: url, fallback: currentTexts().error.oops } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  const { context } = snapshot;
  const machineState = {
    page: context.page,
    size: context.size,
    search: context.search,
    status: context.status,
    sort: context.sort,
  };

  // The URL changed (a click, back, forward): the machine follows.
  useEffect(() => {
    if (!sameListState(url, machineState)) send({ type: 'list.restore', state: url });
  }, [url]);

  // The machine moved on its own (debounced search, a page the server clamped): the URL follows.
  useEffect(() => {
    writeUrl(machineState, { replace: true });
  }, [context.search, context.page]);

  const loading = snapshot.hasTag('loading');
  useProgress(loading);
  const error = snapshot.hasTag('error') ? context.error : null;
  // A failed load stands for no rows: the last page's rows and paging would claim otherwise.
  const paging = error === null ? context.paging : null;
  return {
    rows: error === null ? context.rows : NO_ROWS,
    paging,
    loading,
    error,
    state: url,
    searchInput: context.searchInput,
    firstNumber: rowNumber(context.page, context.size, 0),
    search: (value: string) => send({ type: 'list.search', value }),
    setStatus: (status: RecordStatus) => writeUrl({ ...url, status, page: 1 }),
    setSize: (size: PageSize) => writeUrl({ ...url, size, page: 1 }),
    sortBy: (column: string | number) =>
      writeUrl({ ...url, page: 1, sort: nextSort(url.sort, column) }),
    goToLink: (href: string) => {
      const page = pageFromLink({ label: '', url: href, active: false });
      if (page !== null) writeUrl({ ...url, page });
    },
    reload: () => send({ type: 'list.reload' }),
    /** Filters outside the list state changed (Audit's): back to page 1, read again. */
    refilter: () =>
      url.page === 1 ? send({ type: 'list.reload' }) : writeUrl({ ...url, page: 1 }),
    /** What the list shows without its paging: the query of its CSV export. */
    shown: () => ({
      ...(url.search === '' ? {} : { search: url.search }),
      column: url.sort.column,
      dir: url.sort.dir,
      filter_status: url.status,
    }),
  };
}
