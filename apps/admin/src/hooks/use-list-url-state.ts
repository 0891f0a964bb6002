import {
  DEFAULT_SORTS,
  defaultListState,
  fromQuery,
  sortField,
  toQuery,
  type ListKind,
  type ListState,
} from '@cermat/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/** A list's state from its URL query; an unknown sort column falls back to the default sort. */
export function parseListState(kind: ListKind, params: URLSearchParams): ListState {
  const defaults = defaultListState(DEFAULT_SORTS[kind]);
  const state = fromQuery(Object.fromEntries(params), defaults);
  return sortField(kind, state.sort.column) === undefined
    ? { ...state, sort: defaults.sort }
    : state;
}

/** The URL query of a list state; what equals the defaults is left out. */
export function serializeListState(kind: ListKind, state: ListState): URLSearchParams {
  return new URLSearchParams(toQuery(state, defaultListState(DEFAULT_SORTS[kind])));
}

export const sameListState = (a: ListState, b: ListState): boolean =>
  a.page === b.page &&
  a.size === b.size &&
  a.search === b.search &&
  a.status === b.status &&
  a.sort.column === b.sort.column &&
  a.sort.dir === b.sort.dir;

/** The list's state in the URL (so back, forward and reload keep it) and its writer. */
export function useListUrlState(kind: ListKind) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(kind, params), [kind, params]);
  const write = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => {
      if (!sameListState(next, state)) setParams(serializeListState(kind, next), options);
    },
    [kind, state, setParams],
  );
  return [state, write] as const;
}
