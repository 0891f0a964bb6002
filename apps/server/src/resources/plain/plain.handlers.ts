import { PLAIN_KINDS, plainNameField, id as texts, type PlainKind } from '@cermat/core';
import { eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { auditedWrite } from '../../audit/record';
import type { HandlerContext, HandlerResult, ResourceHandlers } from '../../context/handler';
import { notFound } from '../../http/errors';
import { listHandler } from '../../lists/list-handler';
import { guardedUpdate, removeHandler, statusHandler } from '../../records/lifecycle';
import { insertedId, withIsoDates } from '../../records/rows';
import { uniqueField } from '../../records/unique';
import { expectedVersion, versioned } from '../../records/versions';
import { plainModel } from './plain.model';

type Body = Record<string, unknown> & { id?: number; updated_at?: string };
type Handler = (ctx: HandlerContext, input: never) => Promise<HandlerResult>;

/**
 * The six calls of a plain master (`masterEntries`: list, get, create, update, status,
 * delete), made from its declaration: a create or edit writes the declared fields, and a
 * taken unique field is 'Data sudah ada.' on that field.
 */
function plainHandlers<K extends PlainKind>(kind: K, model = plainModel(kind)) {
  const { table, id, lifecycle, valuesOf, uniqueBy } = model;
  const entity = lifecycle.entity;
  const unique = <T>(work: () => Promise<T>) =>
    uniqueField(plainNameField(kind)[0], work, uniqueBy);
  const handlers: Record<string, Handler> = {
    list: listHandler(kind, model.listSpec),
    get: async ({ db, c }: HandlerContext, { query }: { query: { id: number } }) => {
      const [row] = (await db.select().from(table).where(eq(id, query.id))) as Array<
        Record<string, unknown> & { updated_at: unknown }
      >;
      if (!row) throw notFound();
      return { data: [versioned(c, withIsoDates(row))] };
    },
    create: async (ctx: HandlerContext, { body }: { body: Body }) => {
      await unique(() =>
        auditedWrite(ctx, { action: 'create', entity }, (tx) =>
          insertedId(
            tx
              .insert(table)
              .values(valuesOf(body) as PgInsertValue<PgTable>)
              .returning({ id }) as Promise<{ id: number }[]>,
          ),
        ),
      );
      return { data: null, message: texts.server.saved };
    },
    update: async (ctx: HandlerContext, { body }: { body: Body & { id: number } }) => {
      const expected = expectedVersion(ctx.c, body.updated_at);
      await unique(() =>
        auditedWrite(ctx, { action: 'update', entity, id: body.id }, (tx) =>
          guardedUpdate(tx, lifecycle, body.id, expected, valuesOf(body)),
        ),
      );
      return { data: null, message: texts.server.updated };
    },
    setStatus: statusHandler(lifecycle),
    remove: removeHandler(lifecycle),
  };
  // Each call's input is the contract's, which the binder has parsed; the table's keys are
  // the entries' names.
  return Object.fromEntries(
    Object.entries(handlers).map(([call, handler]) => [`${kind}.${call}`, handler]),
  ) as unknown as ResourceHandlers<K>;
}

/** Every plain master's six handlers, made once (a list keeps its prepared reads). */
export const allPlainHandlers = Object.assign(
  {},
  ...PLAIN_KINDS.map((kind) => plainHandlers(kind)),
) as ResourceHandlers<PlainKind>;
