import { MENU_LINK } from '@cermat/vocabulary';
import { z } from 'zod';
import { id, recordStatus, requiredText, text, timestamp } from '../fields';
import { limits } from '../limits';
import { concurrency, masterEntries, removeBody } from './master';

const pohonProfesi = z.object({
  id_pohon_profesi: id,
  nama_pohon_profesi: text(limits.name),
  status: recordStatus,
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = { nama_pohon_profesi: requiredText(limits.name) };

/** Spec §7 plus add/edit of DECISIONS.md (`POST`/`PUT master/pohon-profesi`). */
export const pohonProfesiEntries = masterEntries({
  path: 'master/pohon-profesi',
  noun: 'professional tree branch',
  menu: MENU_LINK.pohonProfesi,
  row: pohonProfesi,
  one: z.tuple([pohonProfesi]),
  create: z.object(fields),
  update: z.object({ id, ...fields, ...concurrency }),
  remove: removeBody,
});

export type PohonProfesi = z.infer<typeof pohonProfesi>;
