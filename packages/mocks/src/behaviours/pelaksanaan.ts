import { examples, limits } from '@cermat/contract';
import { fill, id, STATUS } from '@cermat/core';
import { fieldRefusal } from '../reply';
import type { Row, TestCode } from '../rows';
import type { MockStore } from '../store.types';
import type { Behaviour, Call } from './behaviour';
import { masterBehaviours, writes } from './master';

type SentCode = { idjadwal?: number; kode_tes: string };

const keyOf = (code: string) => code.trim().toLowerCase();

/**
 * The codes of a create or an edit as the server keeps them: each unique in the product
 * whatever its case (a code another schedule holds, or one sent twice, is 422 on it, in the
 * server's words); a kept code by its id, a new one numbered after the highest.
 */
function storedCodes({ store, input }: Call): TestCode[] {
  const self = input.body.id;
  const others = store.lists.pelaksanaan.filter((row) => row.idjadwal_pelaksanaan !== self);
  const held = new Set(
    others.flatMap((row) => (row.kode_tes as TestCode[]).map((code) => keyOf(code.kode_tes))),
  );
  const sent = new Set<string>();
  let next =
    Math.max(
      0,
      ...store.lists.pelaksanaan.flatMap((row) =>
        (row.kode_tes as TestCode[]).map((code) => code.idjadwal),
      ),
    ) + 1;
  return (input.body.kode_tes as SentCode[]).map((code, index) => {
    const key = keyOf(code.kode_tes);
    const refused = held.has(key)
      ? id.server.testCodeDuplicate
      : sent.has(key)
        ? id.server.testCodeRepeated
        : null;
    if (refused)
      throw fieldRefusal(`kode_tes.${index}.kode_tes`, fill(refused, { code: code.kode_tes }));
    sent.add(key);
    return { idjadwal: code.idjadwal ?? next++, kode_tes: code.kode_tes };
  });
}

const write = writes('pelaksanaan');

/** Wraps a write so the body it stores carries every code with its id. */
const withCodeIds =
  (write: Behaviour): Behaviour =>
  (call) =>
    write({
      ...call,
      input: { ...call.input, body: { ...call.input.body, kode_tes: storedCodes(call) } },
    });

/** master/pelaksanaan: the schedules and their test codes (DECISIONS.md). */
export const pelaksanaanBehaviours: Record<string, Behaviour> = {
  ...masterBehaviours('pelaksanaan', (row) => [row]),
  create: withCodeIds(write.create),
  update: withCodeIds(write.update),
};

const codesOfRow = (row: Row) => row.kode_tes as TestCode[];
const scheduleOf = (store: MockStore, value: unknown) =>
  store.lists.pelaksanaan.find((row) => row.idjadwal_pelaksanaan === value);
const enabled = (row: Row | undefined): row is Row => row?.status === STATUS.ENABLE;

/**
 * The Hak Akses modal's side of the schedules, read from the store's Pelaksanaan list as the
 * server reads its table: only ENABLE schedules are offered, in id order; a DISABLE or unknown
 * schedule offers no codes (an empty list). So a schedule made on the Pelaksanaan screen is
 * offered at once, and one disabled there is not.
 */
export const scheduleChoiceBehaviours: Record<string, Behaviour> = {
  detail: ({ store }) => {
    // Every role holds what the contract's example role holds (its menus, the example's
    // schedule with its first code), the schedule and code as the store has them now: a
    // role keeps a schedule disabled since (the server's rule); one deleted is held no more.
    const example = examples.roleAccess.detail.data;
    const held = scheduleOf(
      store,
      example.roles_data_akses?.jadwal_pelaksanaan_idjadwal_pelaksanaan,
    );
    return {
      data: {
        ...example,
        roles_data_akses: held
          ? { jadwal_pelaksanaan_idjadwal_pelaksanaan: held.idjadwal_pelaksanaan }
          : null,
        list_kode_tes: (held ? codesOfRow(held).slice(0, 1) : []).map((code) => ({
          jadwal_idjadwal: code.idjadwal,
          jadwal_kode_tes: code.kode_tes,
        })),
        jadwal_pelaksanaan: store.lists.pelaksanaan
          .filter(enabled)
          .sort((a, b) => Number(a.idjadwal_pelaksanaan) - Number(b.idjadwal_pelaksanaan))
          .slice(0, limits.listItems)
          .map((row) => ({
            idjadwal_pelaksanaan: row.idjadwal_pelaksanaan,
            pelaksanaan: row.pelaksanaan,
          })),
      },
    };
  },
  testCodes: ({ store, input }) => {
    const schedule = scheduleOf(store, input.params.idjadwal_pelaksanaan);
    return {
      data: enabled(schedule)
        ? [...codesOfRow(schedule)].sort((a, b) => a.idjadwal - b.idjadwal)
        : [],
    };
  },
};
