import { fill, id } from '@cermat/core';
import { fieldRefusal } from '../reply';
import type { TestCode } from '../rows';
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
