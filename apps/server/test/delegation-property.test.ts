import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call, entry, login } from './support/client';
import { testHasher } from './support/hasher';
import { drivers, fuzzRuns, useHarness, type Harness } from './support/harness';
import { effectiveRights, menuIds, personWith, roleWith, type LinkRight } from './support/people';

const LINKS = ['all-role', 'all-menu', 'all-user', 'konfigurasi', 'all-page', 'pohon-profesi'];

const rightSet = fc.uniqueArray(
  fc.record({ link: fc.constantFrom(...LINKS), write: fc.boolean() }),
  { selector: (r) => r.link, maxLength: LINKS.length },
);

/** The attacker's moves: indexes pick among the world's users, roles and menus. */
const move = fc.oneof(
  fc.record({
    kind: fc.constant('assignRoles' as const),
    user: fc.nat(3),
    roles: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 4 }),
    password: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('createUser' as const),
    roles: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('userStatus' as const),
    user: fc.nat(3),
    enable: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('roleMenus' as const),
    role: fc.nat(4),
    read: fc.uniqueArray(fc.nat(LINKS.length - 1)),
    write: fc.option(fc.uniqueArray(fc.nat(LINKS.length - 1)), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('roleStatus' as const), role: fc.nat(4), enable: fc.boolean() }),
  fc.record({ kind: fc.constant('switchRole' as const), role: fc.nat(4) }),
);

type Move = typeof move extends fc.Arbitrary<infer M> ? M : never;

interface World {
  attacker: { userId: number; token: string; credentials: { username: string; password: string } };
  users: number[];
  usernames: Map<number, string>;
  roles: number[];
  menus: number[];
}

async function build(h: Harness, attackerRights: LinkRight[], others: LinkRight[][]) {
  const roles = [await roleWith(h, 'Penyerang', attackerRights)];
  for (const [i, rights] of others.entries()) roles.push(await roleWith(h, `Lain ${i}`, rights));
  const attacker = await personWith(h, 'penyerang', [roles[0]!, roles[1]!]);
  const victim = await personWith(h, 'korban', [roles[2]!]);
  const ids = await menuIds(h, LINKS);
  const people = [attacker.userId, victim.userId, h.fixtures.adminId, h.fixtures.targetUserId];
  const names = await h.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, people));
  return {
    attacker,
    users: people,
    usernames: new Map(names.map((n) => [n.id, n.username])),
    roles: [...roles, h.fixtures.adminRoleId],
    menus: LINKS.map((l) => ids.get(l)!),
  } satisfies World;
}

const pick = <T>(list: T[], i: number) => list[i % list.length]!;

/** Sends one move as the attacker; signs in again when a move ended its own session. */
async function play(h: Harness, w: World, m: Move): Promise<void> {
  const roleIds = (idx: number[]) => JSON.stringify(idx.map((i) => pick(w.roles, i)));
  const send = async (name: string, body: Record<string, unknown>) => {
    const answer = await call(h, entry(name), { body }, w.attacker.token);
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 401) w.attacker.token = await login(h, w.attacker.credentials);
  };
  if (m.kind === 'assignRoles') {
    const id = pick(w.users, m.user);
    await send('users.update', {
      id,
      username: w.usernames.get(id)!,
      name: 'Nama',
      selected_role: roleIds(m.roles),
      ...(m.password ? { password: 'baru-sekali-1', password_confirm: 'baru-sekali-1' } : {}),
    });
    const [row] = await h.db
      .select({ hash: users.password_hash })
      .from(users)
      .where(eq(users.id, w.attacker.userId));
    // The attacker knows its own password, whichever it is now.
    if (id === w.attacker.userId && (await testHasher.verify(row!.hash, 'baru-sekali-1')))
      w.attacker.credentials.password = 'baru-sekali-1';
  } else if (m.kind === 'createUser') {
    await send('users.create', {
      username: `baru${Math.random().toString(36).slice(2, 8)}`,
      name: 'Baru',
      password: 'rahasia-123',
      password_confirm: 'rahasia-123',
      selected_role: roleIds(m.roles),
    });
  } else if (m.kind === 'userStatus') {
    await send('users.setStatus', {
      id: pick(w.users, m.user),
      status: m.enable ? 'ENABLE' : 'DISABLE',
    });
  } else if (m.kind === 'roleMenus') {
    await send('menus.saveMenuRole', {
      id_role: pick(w.roles, m.role),
      menu_data: JSON.stringify(m.read.map((i) => pick(w.menus, i))),
      ...(m.write ? { menu_write: JSON.stringify(m.write.map((i) => pick(w.menus, i))) } : {}),
    });
  } else if (m.kind === 'roleStatus') {
    await send('roles.setStatus', {
      id: pick(w.roles, m.role),
      status: m.enable ? 'ENABLE' : 'DISABLE',
    });
  } else {
    await send('auth.switchRole', { id_role: pick(w.roles, m.role) });
  }
}

// "No one grants what they do not hold" as a property: whatever the attacker's rights and
// moves, no user ends up with a right that neither it nor the attacker held at the start.
describe.each(drivers)('delegation as a property on %s', (driver) => {
  const h = useHarness(driver);

  it('no sequence of calls grants a right the attacker did not hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        rightSet,
        fc.array(rightSet, { minLength: 3, maxLength: 3 }),
        fc.array(move, { minLength: 1, maxLength: 8 }),
        async (attackerRights, others, moves) => {
          await h.reset();
          const world = await build(h, attackerRights, others);
          const before = await effectiveRights(h);
          const attackerStart = before.get(world.attacker.userId) ?? new Set<string>();
          for (const m of moves) await play(h, world, m);
          const after = await effectiveRights(h);
          for (const [user, rights] of after) {
            const allowed = new Set([...(before.get(user) ?? []), ...attackerStart]);
            const gained = [...rights].filter((r) => !allowed.has(r));
            expect({ user, gained }).toEqual({ user, gained: [] });
          }
        },
      ),
      { numRuns: Math.min(fuzzRuns, 40) },
    );
  });
});
