import { MASTERS } from '@cermat/vocabulary';
import { z } from 'zod';
import { id, list, recordStatus, requiredText, testCodeText, text, timestamp } from '../fields';
import { limits } from '../limits';
import { concurrency, masterEntries, removeBody } from './master';

/**
 * A schedule's codes at most: as many as fit, joined by ', ', in the list row's text (the
 * longest text the contract carries), 642.
 */
const CODES_MAX = Math.floor(limits.jsonText / (limits.name + 2));

/** A test code of an execution schedule (spec §3 `kode_tes`). */
const testCode = z.object({ idjadwal: id, kode_tes: text(limits.name) });

/** A row of the list: the schedule and its codes, joined for reading and for the CSV. */
const pelaksanaan = z.object({
  idjadwal_pelaksanaan: id,
  pelaksanaan: text(limits.name),
  // Every code of the schedule (at most CODES_MAX), joined by ', '.
  kode_tes: text(limits.jsonText),
  status: recordStatus,
  created_at: timestamp,
  updated_at: timestamp,
});

/** One schedule to edit: its codes each with its id, so a rename keeps the roles that hold it. */
const pelaksanaanDetail = pelaksanaan.extend({ kode_tes: list(testCode, CODES_MAX) });

/**
 * The form's codes: at least one, each unique in the product (case-insensitive), stored in
 * NFKC and free of control and format characters (`testCodeText`). An edit names a kept code
 * by `idjadwal`; a code it no longer sends is deleted, refused while a role holds it.
 */
const newCode = z.object({ kode_tes: testCodeText });
const codes = <T extends z.ZodType>(item: T) => list(item, CODES_MAX, 1);

/** `master/pelaksanaan` (DECISIONS.md): the schedules and test codes the Hak Akses modal offers. */
export const pelaksanaanEntries = masterEntries({
  path: 'master/pelaksanaan',
  noun: 'execution schedule with its test codes',
  menu: MASTERS.pelaksanaan.menu,
  row: pelaksanaan,
  one: z.tuple([pelaksanaanDetail]),
  create: z.object({ pelaksanaan: requiredText(limits.name), kode_tes: codes(newCode) }),
  update: z.object({
    id,
    pelaksanaan: requiredText(limits.name),
    kode_tes: codes(newCode.extend({ idjadwal: id.optional() })),
    ...concurrency,
  }),
  remove: removeBody,
});

export type Pelaksanaan = z.infer<typeof pelaksanaan>;
export type PelaksanaanDetail = z.infer<typeof pelaksanaanDetail>;
