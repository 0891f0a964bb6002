import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DIALOG_MS,
  canApply,
  id,
  statusMachine,
  type StatusAction,
  type StatusChange,
} from '../src';
import { fakePromiseActor, flush } from './support/deferred';

/** The version a row was read with; the change carries it back. */
const READ = '2026-01-02T03:04:05.000Z';

function start() {
  const fake = fakePromiseActor<StatusChange>();
  const actor = createActor(statusMachine.provide({ actors: { changeStatus: fake.logic } }), {
    input: { fallback: id.error.title },
  }).start();
  const reloads: unknown[] = [];
  actor.on('list.reload', (event) => reloads.push(event));
  return { actor, calls: fake.sent, reloads, answer: fake.answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('record status machine', () => {
  it('offers Disable on ENABLE rows and Restore and Hapus on DISABLE rows', () => {
    const actions = ['disable', 'restore', 'delete'] as const;
    expect(actions.filter((a) => canApply(a, 'ENABLE'))).toEqual(['disable']);
    expect(actions.filter((a) => canApply(a, 'DISABLE'))).toEqual(['restore', 'delete']);
  });

  it.each([
    ['disable', 'ENABLE'],
    ['restore', 'DISABLE'],
    ['delete', 'DISABLE'],
  ] as const)('asks Perhatian before %s', (action, status) => {
    const { actor, calls } = start();
    actor.send({ type: 'status.request', action, record: { id: 7, status, updated_at: READ } });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(actor.getSnapshot().context.action).toBe(action);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['disable', 'DISABLE'],
    ['restore', 'ENABLE'],
    ['delete', 'ENABLE'],
  ] as const)('refuses %s on a %s record', (action: StatusAction, status) => {
    const { actor } = start();
    actor.send({ type: 'status.request', action, record: { id: 1, status, updated_at: READ } });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does nothing when the user answers Tidak', () => {
    const { actor, calls } = start();
    actor.send({
      type: 'status.request',
      action: 'disable',
      record: { id: 1, status: 'ENABLE', updated_at: READ },
    });
    actor.send({ type: 'status.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['disable', 'ENABLE', 'DISABLE'],
    ['restore', 'DISABLE', 'ENABLE'],
    ['delete', 'DISABLE', undefined],
  ] as const)(
    '%s: sends the change, shows Berhasil for 2 s, then asks the list to reload',
    async (action, from, to) => {
      const { actor, calls, reloads, answer } = start();
      actor.send({
        type: 'status.request',
        action,
        record: { id: 9, status: from, updated_at: READ },
      });
      actor.send({ type: 'status.confirm' });
      expect(calls).toEqual([{ action, id: 9, status: to, updated_at: READ }]);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      answer().resolve(null);
      await flush();
      expect(actor.getSnapshot().hasTag('success')).toBe(true);
      vi.advanceTimersByTime(DIALOG_MS - 1);
      expect(reloads).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(reloads).toEqual([{ type: 'list.reload' }]);
      expect(actor.getSnapshot().value).toBe('idle');
    },
  );

  it("shows Oops... with the server's message on failure and does not reload", async () => {
    const { actor, reloads, answer } = start();
    actor.send({
      type: 'status.request',
      action: 'delete',
      record: { id: 3, status: 'DISABLE', updated_at: READ },
    });
    actor.send({ type: 'status.confirm' });
    answer().reject({ message: id.server.deleteEnabled });
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(id.server.deleteEnabled);
    actor.send({ type: 'status.dismiss' });
    vi.advanceTimersByTime(DIALOG_MS * 2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reloads).toHaveLength(0);
  });

  it('ignores a second request while one is under way', () => {
    const { actor, calls } = start();
    actor.send({
      type: 'status.request',
      action: 'disable',
      record: { id: 1, status: 'ENABLE', updated_at: READ },
    });
    actor.send({ type: 'status.confirm' });
    actor.send({
      type: 'status.request',
      action: 'disable',
      record: { id: 2, status: 'ENABLE', updated_at: READ },
    });
    actor.send({ type: 'status.confirm' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.record?.id).toBe(1);
  });
});
