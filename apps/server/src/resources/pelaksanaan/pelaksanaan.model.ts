// An execution schedule with its test codes as the rest of the server sees it: its lifecycle,
// its list, and the writes of its codes that its handlers and the audit's restore share.
import { fill, id as texts } from '@cermat/core';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { jadwalPelaksanaan, kodeTes, roleKodeTes, roles, roleSchedule } from '../../db/schema';
import { isUniqueViolation } from '../../db/tx';
import { ApiError, duplicate, fewNames, invalid, type FieldErrors } from '../../http/errors';
import { fieldMap } from '../../http/field-map';
import type { Value } from '../../lists/condition';
import type { Lifecycled } from '../../records/lifecycle';
import { withIsoDates } from '../../records/rows';

export const pelaksanaanLifecycle: Lifecycled = {
  entity: 'pelaksanaan',
  table: jadwalPelaksanaan,
  id: jadwalPelaksanaan.idjadwal_pelaksanaan,
  status: jadwalPelaksanaan.status,
  updatedAt: jadwalPelaksanaan.updated_at,
};

const scheduleId = jadwalPelaksanaan.idjadwal_pelaksanaan;

// The list's row, named by its table: drizzle writes a column of a one-table select without
// it, which inside a subquery of kode_tes (a column of the same name) would mean that one.
const listedSchedule = sql`${jadwalPelaksanaan}.${sql.identifier(scheduleId.name)}`;

/** The schedule's codes for reading and for the CSV: joined by ', ', in the order they were made. */
const joinedCodes = sql<string>`(select coalesce(string_agg(k.kode_tes, ', ' order by k.idjadwal), '') from ${kodeTes} k where k.idjadwal_pelaksanaan = ${listedSchedule})`;

const pelaksanaanColumns = {
  idjadwal_pelaksanaan: scheduleId,
  pelaksanaan: jadwalPelaksanaan.pelaksanaan,
  kode_tes: joinedCodes.as('kode_tes'),
  status: jadwalPelaksanaan.status,
  created_at: jadwalPelaksanaan.created_at,
  updated_at: jadwalPelaksanaan.updated_at,
};

/** What the list shows (and its CSV export): a search finds a schedule by its name or any code. */
export const pelaksanaanListSpec = {
  table: jadwalPelaksanaan,
  columns: pelaksanaanColumns,
  searchable: [jadwalPelaksanaan.pelaksanaan],
  searchAlso: (pattern: Value): SQL =>
    sql`exists (select 1 from ${kodeTes} k where k.idjadwal_pelaksanaan = ${listedSchedule} and k.kode_tes ilike ${pattern})`,
  sortable: {
    idjadwal_pelaksanaan: scheduleId,
    pelaksanaan: jadwalPelaksanaan.pelaksanaan,
    created_at: jadwalPelaksanaan.created_at,
    updated_at: jadwalPelaksanaan.updated_at,
    status: jadwalPelaksanaan.status,
  },
  tieBreaker: scheduleId,
  statusColumn: jadwalPelaksanaan.status,
  toRow: (record: Record<string, unknown>) => withIsoDates(record),
};

/** A test code as the form sends it: one it keeps names its id. */
export interface CodeInput {
  idjadwal?: number | undefined;
  kode_tes: string;
}

/** A schedule's codes, in the order they were made. */
export function codesOf(db: Db, id: number) {
  return db
    .select({ idjadwal: kodeTes.idjadwal, kode_tes: kodeTes.kode_tes })
    .from(kodeTes)
    .where(eq(kodeTes.idjadwal_pelaksanaan, id))
    .orderBy(kodeTes.idjadwal);
}

/** The roles holding a schedule (as theirs, or through one of its codes), by name. */
async function rolesHoldingSchedule(db: Db, id: number): Promise<string[]> {
  const holders = sql`select ${roleSchedule.id_role} from ${roleSchedule} where ${roleSchedule.idjadwal_pelaksanaan} = ${id}
    union select ${roleKodeTes.id_role} from ${roleKodeTes} join ${kodeTes} on ${kodeTes.idjadwal} = ${roleKodeTes.idjadwal}
    where ${kodeTes.idjadwal_pelaksanaan} = ${id}`;
  const rows = await db
    .select({ name: roles.role_name })
    .from(roles)
    .where(sql`${roles.id_role} in (${holders})`)
    .orderBy(roles.role_name)
    .limit(6);
  return rows.map((r) => r.name);
}

/**
 * 409 naming the roles when one holds the schedule or any of its codes: deleting it would
 * take them from those roles (the database refuses it too: RESTRICT, migration 0014).
 */
export async function refuseScheduleInUse(db: Db, id: number): Promise<void> {
  const names = await rolesHoldingSchedule(db, id);
  if (names.length)
    throw new ApiError(409, fill(texts.server.scheduleInUse, { roles: fewNames(names) }));
}

/** 409 naming the codes and the roles holding them, when an edit would drop a held code. */
async function refuseCodesInUse(
  db: Db,
  dropped: { idjadwal: number; kode_tes: string }[],
): Promise<void> {
  if (!dropped.length) return;
  const held = await db
    .selectDistinct({ idjadwal: roleKodeTes.idjadwal, name: roles.role_name })
    .from(roleKodeTes)
    .innerJoin(roles, eq(roles.id_role, roleKodeTes.id_role))
    .where(
      inArray(
        roleKodeTes.idjadwal,
        dropped.map((c) => c.idjadwal),
      ),
    )
    .orderBy(roles.role_name);
  if (!held.length) return;
  const codes = dropped.filter((c) => held.some((h) => h.idjadwal === c.idjadwal));
  const names = [...new Set(held.map((h) => h.name))];
  throw new ApiError(
    409,
    fill(texts.server.testCodeInUse, {
      code: fewNames(codes.map((c) => c.kode_tes)),
      roles: fewNames(names),
    }),
  );
}

const codeField = (index: number, key: 'kode_tes' | 'idjadwal') => `kode_tes.${index}.${key}`;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * What is wrong with a schedule's form before anything is written (422, every field at
 * once): a name another schedule has, a code written twice, a code another schedule has
 * (the database's `lower()` decides, as its unique indexes do), a kept code that is not
 * this schedule's. `id` is the schedule edited (none: a new one); `current` its codes now.
 */
export async function formErrors(
  db: Db,
  form: { id?: number | undefined; pelaksanaan?: string; codes: CodeInput[] },
  current: { idjadwal: number; kode_tes: string }[] = [],
): Promise<FieldErrors | undefined> {
  const errors = fieldMap();
  const self = form.id ?? null;
  if (form.pelaksanaan !== undefined) {
    const [taken] = await queryRows(
      db,
      sql`select 1 as taken from ${jadwalPelaksanaan}
        where lower(${jadwalPelaksanaan.pelaksanaan}) = lower(${form.pelaksanaan})
        and ${scheduleId} is distinct from ${self}::integer limit 1`,
    );
    if (taken) add(errors, 'pelaksanaan', texts.server.duplicate);
  }
  const words = sql.join(
    form.codes.map((c) => sql`${c.kode_tes}`),
    sql`, `,
  );
  const checked = await queryRows(
    db,
    sql`select w.i::int as i,
        exists (select 1 from unnest(array[${words}]::text[]) with ordinality p(code, j)
          where p.j < w.i and lower(p.code) = lower(w.code)) as repeated,
        exists (select 1 from ${kodeTes} where lower(${kodeTes.kode_tes}) = lower(w.code)
          and ${kodeTes.idjadwal_pelaksanaan} is distinct from ${self}::integer) as taken
      from unnest(array[${words}]::text[]) with ordinality w(code, i)`,
  );
  for (const row of checked) {
    const index = Number(row.i) - 1;
    const code = form.codes[index]!.kode_tes;
    if (row.repeated)
      add(errors, codeField(index, 'kode_tes'), fill(texts.server.testCodeRepeated, { code }));
    else if (row.taken)
      add(errors, codeField(index, 'kode_tes'), fill(texts.server.testCodeDuplicate, { code }));
  }
  const own = new Set(current.map((c) => c.idjadwal));
  const seen = new Set<number>();
  form.codes.forEach((c, index) => {
    if (c.idjadwal === undefined) return;
    if (!own.has(c.idjadwal))
      add(
        errors,
        codeField(index, 'idjadwal'),
        fill(texts.server.testCodeForeign, { code: c.kode_tes }),
      );
    else if (seen.has(c.idjadwal)) add(errors, codeField(index, 'idjadwal'), texts.server.invalid);
    seen.add(c.idjadwal);
  });
  return Object.keys(errors).length ? errors : undefined;
}

/** `formErrors` as a refusal. */
export async function checkForm(
  db: Db,
  form: Parameters<typeof formErrors>[1],
  current?: Parameters<typeof formErrors>[2],
): Promise<void> {
  const errors = await formErrors(db, form, current);
  if (errors) throw invalid(errors);
}

/**
 * Runs a write of a schedule's form checked by `checkForm` inside it. A twin committed in
 * between by a parallel write still meets the unique indexes: the form is checked again,
 * now seeing it, so the refusal names the field and the code as the check does (422).
 */
export async function checkedAgainstTwins<T>(
  db: Db,
  form: Parameters<typeof formErrors>[1],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const current = form.id === undefined ? [] : await codesOf(db, form.id);
    const errors = await formErrors(db, form, current);
    throw errors ? invalid(errors) : duplicate('pelaksanaan');
  }
}

/** A schedule's codes now, locked until the write commits (a Hak Akses save waits for it). */
export function lockedCodesOf(db: Db, id: number) {
  return codesOf(db, id).for('update');
}

// Longer than any code the contract takes: a rename's way station can be no one's code.
const parked = (id: number) => `${'~'.repeat(101)}${id}`;

/**
 * Makes a schedule's codes the ones given (checked by `checkForm`): a code naming its id is
 * kept, renamed when its text changed; one without an id is new; a code of the schedule not
 * given is deleted, refused (409 naming the roles) while a role holds it. `keepIds`: a code
 * naming an id the schedule no longer has gets that id back (the audit's restore).
 */
export async function writeCodes(
  tx: Db,
  id: number,
  wanted: CodeInput[],
  current: { idjadwal: number; kode_tes: string }[],
  keepIds = false,
): Promise<void> {
  const now = new Map(current.map((c) => [c.idjadwal, c.kode_tes]));
  const kept = wanted.filter(
    (c): c is { idjadwal: number; kode_tes: string } =>
      c.idjadwal !== undefined && now.has(c.idjadwal),
  );
  const keptIds = new Set(kept.map((c) => c.idjadwal));
  const dropped = current.filter((c) => !keptIds.has(c.idjadwal));
  await refuseCodesInUse(tx, dropped);
  if (dropped.length)
    await tx.delete(kodeTes).where(
      inArray(
        kodeTes.idjadwal,
        dropped.map((c) => c.idjadwal),
      ),
    );
  const renamed = kept.filter((c) => now.get(c.idjadwal) !== c.kode_tes);
  // Unique indexes are checked row by row: codes that trade names step aside first.
  if (renamed.length > 1)
    for (const c of renamed)
      await tx
        .update(kodeTes)
        .set({ kode_tes: parked(c.idjadwal) })
        .where(eq(kodeTes.idjadwal, c.idjadwal));
  for (const c of renamed)
    await tx.update(kodeTes).set({ kode_tes: c.kode_tes }).where(eq(kodeTes.idjadwal, c.idjadwal));
  const added = wanted.filter((c) => c.idjadwal === undefined || !now.has(c.idjadwal));
  if (added.length)
    await tx.insert(kodeTes).values(
      added.map((c) => ({
        ...(keepIds && c.idjadwal !== undefined ? { idjadwal: c.idjadwal } : {}),
        idjadwal_pelaksanaan: id,
        kode_tes: c.kode_tes,
      })),
    );
}
