import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldText,
  guard,
  MASTERS,
  openableScreens,
  rankByName,
  routes,
  searchableLists,
  editableLists,
  type GuardSession,
  type RouteDef,
  type RouteRights,
} from '../src';

// Every menu label the route table names, and the flags the server or storage may carry.
const labels = [...new Set(routes.flatMap((route) => (route.label ? [route.label] : [])))];
const flag = fc.constantFrom<RouteRights['is_read']>(0, 1, '0', '1', true, false, null);

/** A session holding some menus, and the rights it holds on some of them. */
const held = fc.record({
  token: fc.constantFrom('tok', '', null),
  allowed: fc.subarray(labels),
  rights: fc.dictionary(fc.constantFrom(...labels), fc.record({ is_read: flag, is_write: flag })),
});

const sessionOf = (h: { token: string | null; allowed: string[] }): GuardSession => ({
  accessToken: h.token,
  allowedMenuLabels: h.allowed,
});

const names = (screens: readonly RouteDef[]) => screens.map((route) => route.name);

describe('the screens the palette offers', () => {
  it('never offers a route the guard would refuse on the same rights', () => {
    fc.assert(
      fc.property(held, (h) => {
        const rightsOf = (route: RouteDef) =>
          route.label ? (h.rights[route.label] ?? null) : null;
        const session = sessionOf(h);
        const screens = openableScreens(session, rightsOf);
        for (const route of screens) {
          const rights = route.kind === 'menu' ? rightsOf(route) : null;
          expect(guard(route, session, rights).outcome).toBe('allow');
        }
        // A record opens in its edit form only where its list is offered too.
        const searchable = searchableLists(screens);
        for (const kind of editableLists(screens)) expect(searchable).toContain(kind);
      }),
    );
  });

  it('offers a reader the list but not the add form; a writer both', () => {
    const session = sessionOf({ token: 'tok', allowed: ['Role'] });
    const reader = names(openableScreens(session, () => ({ is_read: 1, is_write: 0 })));
    expect(reader).toContain(MASTERS.roles.routes.list);
    expect(reader).not.toContain(MASTERS.roles.routes.add);
    const writer = names(openableScreens(session, () => ({ is_read: 1, is_write: 1 })));
    expect(writer).toContain(MASTERS.roles.routes.add);
    // A reader's records open in their list; a writer's in their edit form.
    const readerScreens = openableScreens(session, () => ({ is_read: 1, is_write: 0 }));
    expect(searchableLists(readerScreens)).toContain('roles');
    expect(editableLists(readerScreens)).toEqual([]);
    const writerScreens = openableScreens(session, () => ({ is_read: 1, is_write: 1 }));
    expect(editableLists(writerScreens)).toContain('roles');
  });

  it('offers a role without a menu neither its screens nor its records', () => {
    const session = sessionOf({ token: 'tok', allowed: ['Role'] });
    const screens = openableScreens(session, (route) =>
      route.label === 'Role' ? { is_read: 1, is_write: 1 } : null,
    );
    expect(names(screens)).not.toContain(MASTERS.users.routes.list);
    expect(searchableLists(screens)).toEqual(['roles']);
  });

  it('offers only screens with nothing to fill in, of this release, and never the sign-out', () => {
    const screens = openableScreens(sessionOf({ token: 'tok', allowed: labels }), () => ({
      is_read: 1,
      is_write: 1,
    }));
    expect(names(screens)).toContain('dashboard');
    expect(names(screens)).toContain('profile');
    for (const route of screens) {
      expect(route.path).not.toContain(':');
      expect(route.module).toBe(false);
    }
    expect(names(screens)).not.toContain('logout');
  });

  it('offers nothing without a session', () => {
    expect(openableScreens(sessionOf({ token: null, allowed: labels }), () => null)).toEqual([]);
  });
});

describe('the palette ranking', () => {
  const byName = (query: string, items: string[]) => rankByName(query, items, (s) => [s]);

  it('puts the whole name first, then its start, a word start, anywhere', () => {
    expect(byName('role', ['Peran Role', 'Parole', 'Roles Lama', 'Role', 'User'])).toEqual([
      'Role',
      'Roles Lama',
      'Peran Role',
      'Parole',
    ]);
  });

  it('ignores case, accents and extra blanks, and finds every word in any order', () => {
    expect(byName('  ÉDIT   role ', ['Tambah Role', 'Role Edit', 'Edit role'])).toEqual([
      'Edit role',
      'Role Edit',
    ]);
  });

  it("ranks a thing's first name before its others", () => {
    const users = [
      { name: 'Budi', username: 'admin-budi' },
      { name: 'Admin Utama', username: 'utama' },
    ];
    const ranked = rankByName('admin', users, (u) => [u.name, u.username]);
    expect(ranked.map((u) => u.name)).toEqual(['Admin Utama', 'Budi']);
  });

  it('keeps every item, as given, for an empty query', () => {
    expect(byName(' ', ['b', 'a'])).toEqual(['b', 'a']);
  });

  it('answers only items whose name holds every word of the query, each once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 })),
        fc.string({ maxLength: 4 }),
        (items, query) => {
          const ranked = byName(query, items);
          const words = foldText(query).split(' ').filter(Boolean);
          for (const item of ranked) {
            for (const word of words) expect(foldText(item)).toContain(word);
          }
          // A subset of the items: none twice, none made up.
          const left = [...items];
          for (const item of ranked) {
            const at = left.indexOf(item);
            expect(at).toBeGreaterThanOrEqual(0);
            left.splice(at, 1);
          }
          // An item equal to the query, once folded, is never behind one that is not.
          const isExact = ranked.map((item) => foldText(item) === foldText(query));
          if (words.length > 0) expect(isExact).toEqual([...isExact].sort((a, b) => +b - +a));
        },
      ),
    );
  });
});
