import { z } from 'zod';
import { limits, MENU_TYPES, RECORD_STATUSES } from './limits';

/** A bounded text; every string field of the contract goes through here. */
export const text = (max: number) => z.string().max(max);
/** A bounded text that must not be blank. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

const MAX_ID = 2_147_483_647;
/** A database id (PostgreSQL integer). */
export const id = z.number().int().min(1).max(MAX_ID);
/** An id that arrives in a query string or a path. */
export const queryId = z.coerce.number<number>().int().min(1).max(MAX_ID);
/** A 0/1 flag as the old console stored it (isRead, isWrite, status_access). */
export const flag = z.literal([0, 1]);

export const recordStatus = z.enum(RECORD_STATUSES);
export const menuType = z.enum(MENU_TYPES);
export const sortDir = z.enum(['asc', 'desc']);

/** ISO 8601 with offset; the value read is sent back unchanged as `updated_at`. */
export const timestamp = z.iso.datetime({ offset: true });
export const nullableText = (max: number) => text(max).nullable();

export const password = z.string().min(limits.passwordMin).max(limits.passwordMax);
/** On edit forms an empty password means "keep the current one". */
export const optionalPassword = z.union([z.literal(''), password]).optional();

/** Parses JSON text without throwing; `undefined` when it is not JSON. */
function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON-encoded string whose decoded value must satisfy `inner` (spec §3: selected_role, menu_data). */
export const jsonText = (inner: z.ZodType, description: string) =>
  text(limits.jsonText)
    .refine((value) => inner.safeParse(parseJson(value)).success, {
      message: `Must be JSON text of ${description}`,
    })
    .meta({ description: `JSON text of ${description}` });

/** JSON text of a list of ids, e.g. '[1,2]'. */
export const jsonIdList = jsonText(z.array(id).max(limits.listItems), 'a list of ids');
