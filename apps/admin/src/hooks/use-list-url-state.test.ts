import { DEFAULT_SORTS } from '@cermat/core';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { renderInApp } from '@/testing/render';
import { parseListState, serializeListState, useListUrlState } from './use-list-url-state';

describe('list state in the URL', () => {
  it('starts from the spec’s defaults', () => {
    expect(parseListState('roles', new URLSearchParams())).toEqual({
      status: 'ENABLE',
      page: 1,
      size: 10,
      search: '',
      sort: DEFAULT_SORTS.roles,
    });
  });

  it('reads back what it wrote', () => {
    const state = {
      status: 'DISABLE' as const,
      page: 3,
      size: 50 as const,
      search: 'adm in',
      sort: { column: 'role_name', dir: 'asc' as const },
    };
    const params = serializeListState('roles', state);
    expect(parseListState('roles', new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('keeps a clean URL for the defaults', () => {
    const state = parseListState('users', new URLSearchParams());
    expect(serializeListState('users', state).toString()).toBe('');
  });

  it('ignores values a user may have typed into the address bar', () => {
    const state = parseListState(
      'users',
      new URLSearchParams('status=GONE&page=-2&size=7&sort=password&dir=up'),
    );
    expect(state).toEqual(parseListState('users', new URLSearchParams()));
  });

  it('remembers where a list was, so its forms return there', () => {
    expect(paths.users.list()).toBe('/master/user');
    navigate('/master/user?page=2&size=50&search=budi&sort=name&dir=desc&status=DISABLE');
    const List = () => {
      useListUrlState('users');
      return null;
    };
    const list = renderInApp(createElement(List));
    navigate('/master/user/edit/4');
    list.unmount();
    expect(paths.users.list()).toBe(
      '/master/user?page=2&size=50&search=budi&status=DISABLE&sort=name&dir=desc',
    );
    // Another list keeps its own place.
    expect(paths.roles.list()).toBe('/master/role');
  });
});

describe('a list the user already left', () => {
  it('writes no URL: its late search or clamped page does not take the user back', () => {
    navigate('/master/user');
    let write: ReturnType<typeof useListUrlState>[1] = () => undefined;
    const List = () => {
      [, write] = useListUrlState('users');
      return null;
    };
    renderInApp(createElement(List));
    // The next screen is getting ready; this list is still on view and its machine moves on.
    navigate('/master/role');
    write(parseListState('users', new URLSearchParams('search=late')), { replace: true });
    expect(currentHashRoute()).toBe('/master/role');
  });
});

describe('a list with sorts of its own (Audit)', () => {
  const audit = {
    initial: { column: 'id_audit', dir: 'desc' },
    columns: ['id_audit', 'at'],
  } as const;

  it('starts from its own sort and keeps a known column from the URL', () => {
    expect(parseListState(audit, new URLSearchParams()).sort).toEqual(audit.initial);
    expect(parseListState(audit, new URLSearchParams('sort=at&dir=asc')).sort).toEqual({
      column: 'at',
      dir: 'asc',
    });
  });

  it('falls back to its own sort for a column it does not sort by', () => {
    expect(parseListState(audit, new URLSearchParams('sort=password&dir=asc')).sort).toEqual(
      audit.initial,
    );
  });
});
