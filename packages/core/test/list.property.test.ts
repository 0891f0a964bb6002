import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORTS,
  PAGE_SIZES,
  STATUSES,
  defaultListState,
  fromQuery,
  reduceQuery,
  toQuery,
  type ListQueryEvent,
  type ListState,
  type Paging,
} from '../src';
import { flush } from './support/deferred';
import { pageFor, startList } from './support/list-fakes';

const sortArb = fc.record({
  column: fc.oneof(fc.constantFrom('id_role', 'role_name', 'created_at'), fc.nat(9)),
  dir: fc.constantFrom('asc' as const, 'desc' as const),
});
const stateArb: fc.Arbitrary<ListState> = fc.record({
  page: fc.integer({ min: 1, max: 1000 }),
  size: fc.constantFrom(...PAGE_SIZES),
  search: fc.string(),
  status: fc.constantFrom(...STATUSES),
  sort: sortArb,
});
const eventArb: fc.Arbitrary<ListQueryEvent> = fc.oneof(
  fc.constantFrom<ListQueryEvent>(
    { type: 'page.next' },
    { type: 'page.prev' },
    { type: 'list.reload' },
  ),
  fc.constantFrom(...STATUSES).map((status) => ({ type: 'list.status' as const, status })),
  fc.constantFrom(...PAGE_SIZES).map((size) => ({ type: 'list.size' as const, size })),
  fc.constantFrom('id_role', 'role_name').map((column) => ({ type: 'list.sort' as const, column })),
  fc.integer({ min: -3, max: 30 }).map((page) => ({ type: 'page.go' as const, page })),
  fc
    .record({
      label: fc.string(),
      url: fc.option(fc.integer({ min: 0, max: 30 }).map((p) => `/x?page=${p}`)),
      active: fc.boolean(),
    })
    .map((link) => ({ type: 'page.link' as const, link })),
);

describe('list properties', () => {
  it('never moves to a page below 1 or beyond the last page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(eventArb, { maxLength: 40 }),
        (last, events) => {
          let state = defaultListState(DEFAULT_SORTS.roles);
          for (const event of events) {
            const paging: Paging = {
              current_page: state.page,
              last_page: last,
              total: 0,
              from: null,
              to: null,
              links: [],
            };
            state = reduceQuery(state, paging, event) ?? state;
            expect(state.page).toBeGreaterThanOrEqual(1);
            expect(state.page).toBeLessThanOrEqual(Math.max(last, 1));
            expect(PAGE_SIZES).toContain(state.size);
          }
        },
      ),
    );
  });

  it('reads back from the URL exactly the state it wrote', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (state, defaults) => {
        const byIndex = typeof defaults.sort.column === 'number';
        fc.pre(
          typeof state.sort.column === 'number' ? byIndex : !byIndex && state.sort.column !== '',
        );
        expect(fromQuery(toQuery(state, defaults), defaults)).toEqual(state);
      }),
    );
  });

  it('shows the answer of the latest request whatever order the answers arrive in', async () => {
    const commands = fc.array(
      fc.constantFrom<ListQueryEvent>(
        { type: 'list.reload' },
        { type: 'list.status', status: 'DISABLE' },
        { type: 'list.size', size: 50 },
        { type: 'list.sort', column: 'role_name' },
      ),
      { minLength: 1, maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(commands, fc.func(fc.integer()), async (events, rank) => {
        const { actor, calls } = startList();
        for (const event of events) actor.send(event);
        const order = [...calls].sort((a, b) => rank(a.query.draw) - rank(b.query.draw));
        for (const call of order) {
          call.answer.resolve(pageFor(call.query));
          await flush();
        }
        const latest = calls.at(-1)!.query.draw;
        expect(actor.getSnapshot().context.draw).toBe(latest);
        expect(actor.getSnapshot().context.rows[0]).toBe(`draw${latest}-row0`);
        actor.stop();
      }),
      { numRuns: 40 },
    );
  });
});
