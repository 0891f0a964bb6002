import {
  createListMachine,
  nextSort,
  pageFromLink,
  rowNumber,
  type ListKind,
  type ListPage,
  type ListQuery,
  type PageSize,
  type RecordStatus,
} from '@cermat/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useProgress } from '@/lib/progress';
import { sameListState, useListUrlState } from './use-list-url-state';

/**
 * A common list (spec §2.2) on core's list machine, its state kept in the URL: clicks
 * write the URL, the URL drives the machine, so back, forward and reload agree.
 */
export function useMasterList<Row>(
  kind: ListKind,
  fetchPage: (query: ListQuery) => Promise<ListPage<Row>>,
) {
  const [url, writeUrl] = useListUrlState(kind);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const machine = useMemo(
    () =>
      createListMachine<Row>().provide({
        actors: {
          fetchList: fromPromise(({ input }: { input: ListQuery }) => fetchRef.current(input)),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { list: kind, state: url } });
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
  const paging = context.paging;
  return {
    rows: context.rows,
    paging,
    loading,
    error: snapshot.hasTag('error') ? context.error : null,
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
  };
}
