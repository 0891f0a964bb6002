import {
  DEFAULT_SORTS,
  defaultListState,
  fromQuery,
  sortField,
  toQuery,
  type ListKind,
  type ListState,
  type Sort,
} from '@cermat/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { rememberListPlace } from '@/config/paths';
import { isNewest } from '@/lib/shown-location';

/**
 * Which list: a common master list by its kind, or a list of its own (Audit) by its first
 * sort and the columns it sorts by name.
 */
export type ListSorts = ListKind | { initial: Sort; columns: readonly string[] };

export const initialSort = (list: ListSorts): Sort =>
  typeof list === 'string' ? DEFAULT_SORTS[list] : list.initial;

const knownSort = (list: ListSorts, column: string | number): boolean =>
  typeof list === 'string'
    ? sortField(list, column) !== undefined
    : list.columns.includes(String(column));

/** A list's state from its URL query; an unknown sort column falls back to the default sort. */
export function parseListState(kind: ListSorts, params: URLSearchParams): ListState {
  const defaults = defaultListState(initialSort(kind));
  const state = fromQuery(Object.fromEntries(params), defaults);
  return knownSort(kind, state.sort.column) ? state : { ...state, sort: defaults.sort };
}

/** The URL query of a list state; what equals the defaults is left out. */
export function serializeListState(kind: ListSorts, state: ListState): URLSearchParams {
  return new URLSearchParams(toQuery(state, defaultListState(initialSort(kind))));
}

export const sameListState = (a: ListState, b: ListState): boolean =>
  a.page === b.page &&
  a.size === b.size &&
  a.search === b.search &&
  a.status === b.status &&
  a.sort.column === b.sort.column &&
  a.sort.dir === b.sort.dir;

/**
 * The list's state in the URL (so back, forward and reload keep it) and its writer; the
 * state is also remembered, so the list's forms return to it.
 */
export function useListUrlState(kind: ListSorts) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(kind, params), [kind, params]);
  const [path] = useLocation();
  useEffect(
    () => rememberListPlace(path, serializeListState(kind, state).toString()),
    [path, kind, state],
  );
  const write = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => {
      // A list the user already left (on view while the next screen gets ready) writes no
      // URL: its late search or clamped page must not take the user back.
      if (!isNewest(path)) return;
      if (!sameListState(next, state)) setParams(serializeListState(kind, next), options);
    },
    [kind, state, setParams, path],
  );
  return [state, write] as const;
}
