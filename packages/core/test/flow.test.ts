import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { statusMachine, type StatusChange } from '../src';
import { flush } from './support/deferred';
import { pageFor, startList } from './support/list-fakes';

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
    ).start();
    status.on('list.reload', (event) => list.actor.send(event));
    status.send({ type: 'status.request', action: 'disable', record: { id: 4, status: 'ENABLE' } });
    status.send({ type: 'status.confirm' });
    await flush();
    vi.runAllTimers();
    expect(list.calls.map((c) => c.query.draw)).toEqual([1, 2]);
    expect(list.actor.getSnapshot().hasTag('loading')).toBe(true);
  });
});
