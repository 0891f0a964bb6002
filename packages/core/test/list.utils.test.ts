import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORTS,
  canNext,
  canPrev,
  defaultListState,
  fromListAnswer,
  fromQuery,
  nextSort,
  pageFromLink,
  rowNumber,
  toListParams,
  toQuery,
} from '../src';

describe('list helpers', () => {
  it('numbers rows across pages: (page-1)·size + index + 1', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 50, 4)).toBe(105);
  });

  it('reads the page of a server link; a link without url is disabled', () => {
    expect(pageFromLink({ label: 'Next &raquo;', url: '/api?draw=2&page=4', active: false })).toBe(
      4,
    );
    expect(pageFromLink({ label: '2', url: '/api', active: false })).toBe(2);
    expect(pageFromLink({ label: '...', url: null, active: false })).toBeNull();
    expect(pageFromLink({ label: 'Next', url: '/api', active: false })).toBeNull();
  });

  it('knows when previous and next exist', () => {
    expect(canPrev(null)).toBe(false);
    expect(canPrev({ current_page: 2 })).toBe(true);
    expect(canNext({ current_page: 2, last_page: 2 })).toBe(false);
    expect(canNext({ current_page: 1, last_page: 2 })).toBe(true);
  });

  it('flips the direction of the same column only', () => {
    expect(nextSort({ column: 'a', dir: 'desc' }, 'a')).toEqual({ column: 'a', dir: 'asc' });
    expect(nextSort({ column: 'a', dir: 'asc' }, 'b')).toEqual({ column: 'b', dir: 'asc' });
  });

  it('keeps only non-default values in the URL and reads them back', () => {
    const defaults = defaultListState(DEFAULT_SORTS.roles);
    expect(toQuery(defaults, defaults)).toEqual({});
    const state = {
      ...defaults,
      page: 3,
      status: 'DISABLE' as const,
      sort: { column: 'role_name', dir: 'asc' as const },
    };
    expect(toQuery(state, defaults)).toEqual({
      page: '3',
      status: 'DISABLE',
      sort: 'role_name',
      dir: 'asc',
    });
    expect(fromQuery(toQuery(state, defaults), defaults)).toEqual(state);
  });

  it('falls back to the defaults for invalid URL values', () => {
    const defaults = defaultListState(DEFAULT_SORTS.menus);
    expect(
      fromQuery({ page: '-1', size: '7', status: 'GONE', sort: 'x', dir: 'up' }, defaults),
    ).toEqual(defaults);
    expect(fromQuery({ sort: '3', dir: 'desc' }, defaults).sort).toEqual({
      column: 3,
      dir: 'desc',
    });
  });
});

describe('list call mapping', () => {
  it('sends the list query as the DataTables-style parameters', () => {
    const query = {
      draw: 3,
      page: 2,
      size: 50 as const,
      search: '',
      status: 'DISABLE' as const,
      sort: { column: 0, dir: 'asc' as const },
    };
    expect(toListParams(query)).toEqual({
      draw: 3,
      length: 50,
      page: 2,
      column: 0,
      dir: 'asc',
      filter_status: 'DISABLE',
    });
    expect(toListParams({ ...query, search: 'adm' }).search).toBe('adm');
  });

  it('reads data[0] of a list answer with its echoed draw', () => {
    const list_data = {
      data: ['a'],
      current_page: 1,
      last_page: 1,
      total: 1,
      from: 1,
      to: 1,
      links: [],
    };
    expect(fromListAnswer({ draw: 7, list_data })).toEqual({ ...list_data, draw: 7 });
  });
});
