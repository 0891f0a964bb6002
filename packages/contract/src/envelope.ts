import { z } from 'zod';
import { limits } from './limits';
import { list, text } from './fields';

/** meta.code 200 is success; on failure the HTTP status mirrors it. */
const meta = z.object({
  code: z.number().int().min(100).max(599),
  message: text(limits.message),
});

/** Every answer: `{ meta: { code, message }, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ meta, data });

/** Any envelope, data unchecked: to read meta before knowing success or failure. */
export const anyEnvelope = envelope(z.unknown());

/** Failure data, shape 1: one message, shown as one red alert (spec §5). */
const errorMessage = text(limits.message);
/** Failure data, shape 2 (422): field → messages; the first of each is shown. */
export const fieldErrors = z.record(text(limits.fieldName), list(text(limits.message), 20, 1));
const failureData = z.union([errorMessage, fieldErrors]);
export const failureEnvelope = envelope(failureData);

/** HTTP statuses the server may answer a failure with (docs/decisions.md). */
export const FAILURE_CODES = [400, 401, 403, 404, 409, 413, 422, 429, 500] as const;

/** Write calls answer with meta only; data is null (spec §7: body beyond meta not shown). */
export const noData = z.null();

export type Meta = z.infer<typeof meta>;
export type FieldErrors = z.infer<typeof fieldErrors>;
export type FailureData = z.infer<typeof failureData>;
