import { DEFAULT_SORTS } from '@cermat/core';
import { describe, expect, it } from 'vitest';
import { parseListState, serializeListState } from './use-list-url-state';

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
});
