import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { id, statusMachine, type StatusChange } from '../src';
import { flush } from './support/deferred';
import { pageFor, startList } from './support/list-fakes';

/** The version a row was read with; the change carries it back. */
const READ = '2026-01-02T03:04:05.000Z';

afterEach(() => {
  vi.useRealTimers();
});

describe('status change reloads the list (ARCHITECTURE.md flow)', () => {
  it('disables a row, then the list asks again with a new draw and shows only that answer', async () => {
    vi.useFakeTimers();
    const list = startList({ list: 'users' });
    list.last().answer.resolve(pageFor(list.last().query));
    await flush();
    const status = createActor(
      statusMachine.provide({
        actors: { changeStatus: fromPromise<unknown, StatusChange>(() => Promise.resolve(null)) },
      }),
      { input: { fallback: id.error.title } },
    ).start();
    status.on('list.reload', (event) => list.actor.send(event));
    status.send({
      type: 'status.request',
      action: 'disable',
      record: { id: 4, status: 'ENABLE', updated_at: READ },
    });
    status.send({ type: 'status.confirm' });
    await flush();
    vi.runAllTimers();
    expect(list.calls.map((c) => c.query.draw)).toEqual([1, 2]);
    expect(list.actor.getSnapshot().hasTag('loading')).toBe(true);
  });
});
