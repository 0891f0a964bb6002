import { useMockApi } from '@cermat/mocks/node';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { parseListState } from '@/hooks/use-list-url-state';
import { signInWith } from '@/testing/sign-in';
import { api } from './api';
import { navigate } from './hash-location';
import { followNavigations, HARMLESS_CALLS, preloadList, takeListPreload } from './list-preload';
import { clearSession, startSession } from './session';

const login = signInWith([]);

/** The first query the user list screen sends at `search` (its URL's state, draw 1). */
const firstUsers = (search = '') => ({
  ...parseListState('users', new URLSearchParams(search)),
  draw: 1,
});

type Call = (input?: unknown) => Promise<unknown>;
/** Every entry of the client ('users.setStatus'), each with its method. */
const entries = Object.entries(api).flatMap(([group, calls]) =>
  typeof calls === 'object'
    ? Object.entries(calls as Record<string, Call>).map(([name, call]) => ({
        entry: `${group}.${name}`,
        call,
      }))
    : [],
);

describe('the list request sent with a navigation', () => {
  afterEach(() => {
    // Any take empties the slot: the next test starts with nothing held.
    void takeListPreload('users', firstUsers());
    clearSession();
  });

  it('is the one the list screen’s first query takes, once', async () => {
    startSession(login);
    const { calls, store } = useMockApi();
    store.lists.users = [];
    preloadList('/master/user?size=50&search=ad');
    const query = firstUsers('size=50&search=ad');
    const answer = takeListPreload('users', query);
    expect(answer).toBeDefined();
    await expect(answer).resolves.toMatchObject([{ draw: 1 }]);
    expect(takeListPreload('users', query)).toBeUndefined();
    expect(calls.filter((c) => c.name === 'users.list')).toHaveLength(1);
    expect(calls[0]?.query).toMatchObject({ length: '50', search: 'ad', draw: '1' });
  });

  it('is not taken by another list, another query or a later request of the list', () => {
    startSession(login);
    useMockApi({ pending: true });
    preloadList('/master/user');
    expect(
      takeListPreload('roles', { ...firstUsers(), sort: { column: 'id_role', dir: 'desc' } }),
    ).toBeUndefined();
    preloadList('/master/user');
    expect(takeListPreload('users', { ...firstUsers(), draw: 2 })).toBeUndefined();
    preloadList('/master/user');
    expect(takeListPreload('users', firstUsers('page=2'))).toBeUndefined();
  });

  it('is never sent signed out, nor for a screen without a common list', () => {
    const { calls } = useMockApi({ pending: true });
    preloadList('/master/user');
    startSession(login);
    preloadList('/master/user/tambah');
    preloadList('/');
    expect(calls).toHaveLength(0);
  });

  it('is dropped by any call but the reads a move makes, every write among them', () => {
    startSession(login);
    useMockApi({ pending: true });
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...entries), { maxLength: 4 }), (made) => {
        preloadList('/master/user');
        for (const { call } of made) void call({}).catch(() => undefined);
        const kept = made.every(({ entry }) => HARMLESS_CALLS.has(entry));
        expect(takeListPreload('users', firstUsers()) !== undefined).toBe(kept);
      }),
    );
    // Every write of the contract is among the calls that drop it.
    for (const write of ['users.setStatus', 'users.remove', 'bulk.apply', 'auth.logout']) {
      expect(HARMLESS_CALLS.has(write)).toBe(false);
    }
  });

  it('is dropped when a write that was under way ends after it left', async () => {
    startSession(login);
    useMockApi({ pending: { entries: ['users.list'] } });
    const write = api.roles.setStatus({ id: 1, status: 'DISABLE', updated_at: '' });
    preloadList('/master/user');
    await write.catch(() => undefined);
    expect(takeListPreload('users', firstUsers())).toBeUndefined();
  });

  it('leaves in the same tick as a move to another screen, not another page of the same', () => {
    startSession(login);
    useMockApi({ pending: true });
    navigate('/');
    followNavigations();
    navigate('/master/user?size=100');
    // Taken right after the move, before any rendering: it left in the move's own tick.
    expect(takeListPreload('users', firstUsers('size=100'))).toBeDefined();
    navigate('/master/user?size=100&page=2');
    expect(takeListPreload('users', firstUsers('size=100&page=2'))).toBeUndefined();
  });
});
