import {
  MASTERS,
  PLAIN_KINDS,
  PLAIN_MASTERS,
  plainFields,
  type PlainFieldName,
  type PlainKind,
} from '@cermat/vocabulary';
import { z } from 'zod';
import { id, recordStatus, requiredText, text, timestamp } from '../fields';
import { limits } from '../limits';
import { concurrency, masterEntries, removeBody } from './master';

type Fields<K extends PlainKind> = (typeof PLAIN_MASTERS)[K]['fields'];
/** A declared field's schema in a row: its text, NULL when optional and left empty. */
type RowField<F> = F extends { required: true }
  ? ReturnType<typeof text>
  : z.ZodNullable<ReturnType<typeof text>>;
/** A declared field's schema in a form: filled when required; optional ones may be absent. */
type FormField<F> = F extends { required: true }
  ? ReturnType<typeof requiredText>
  : z.ZodOptional<z.ZodNullable<ReturnType<typeof text>>>;

function rowShape<K extends PlainKind>(kind: K) {
  return Object.fromEntries(
    plainFields(kind).map(([name, field]) => {
      const value = text(limits[field.limit]);
      return [name, field.required ? value : value.nullable()];
    }),
  ) as { [F in PlainFieldName<K>]: RowField<Fields<K>[F]> };
}

function formShape<K extends PlainKind>(kind: K) {
  return Object.fromEntries(
    plainFields(kind).map(([name, field]) => [
      name,
      field.required
        ? requiredText(limits[field.limit])
        : text(limits[field.limit]).nullable().optional(),
    ]),
  ) as { [F in PlainFieldName<K>]: FormField<Fields<K>[F]> };
}

/** A plain master's calls (`PLAIN_MASTERS`): the common six, its fields in row and form. */
export function plainMasterEntries<K extends PlainKind>(kind: K) {
  const { path, noun, id: idName } = PLAIN_MASTERS[kind];
  const row = z.object({
    [idName]: id,
    ...rowShape(kind),
    status: recordStatus,
    created_at: timestamp,
    updated_at: timestamp,
  });
  const fields = formShape(kind);
  return masterEntries({
    path,
    noun,
    menu: MASTERS[kind].menu,
    row,
    one: z.tuple([row]),
    create: z.object(fields),
    update: z.object({ id, ...fields, ...concurrency }),
    remove: removeBody,
  });
}

/** Every plain master's calls, by its key: the contract's resources of each. */
export const plainContract = Object.fromEntries(
  PLAIN_KINDS.map((kind) => [kind, plainMasterEntries(kind)]),
) as { [K in PlainKind]: ReturnType<typeof plainMasterEntries<K>> };

/** A plain master's row, as its list and its read of one send it. */
export type PlainRow<K extends PlainKind> = z.infer<
  ReturnType<typeof plainMasterEntries<K>>['get']['data']
>[0];
