import {
  fieldErrorsOf,
  type FieldErrors,
  type FieldIssue,
  type NamedEntry,
} from '@cermat/contract';
import type { z } from 'zod';
import { Refusal } from './reply';
import { fieldLabel, fieldMessage, id } from '@cermat/core';

/** A request's parts as the entry's schemas parsed them. */
export interface Parsed {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

// Field messages are worded as the server words them (contract's issues, core's texts).
const word = (path: readonly string[], issue: FieldIssue) =>
  fieldMessage(fieldLabel(path, id), issue, id);

/** Parses each part with its schema, or refuses with the 422 field map of every failure. */
export function parseInput(
  entry: NamedEntry,
  raw: { params: unknown; query: unknown; body: unknown },
): Parsed {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const part = (schema: z.ZodType | undefined, value: unknown): Record<string, unknown> => {
    if (!schema) return {};
    const result = schema.safeParse(value ?? {}, { reportInput: true });
    if (result.success) return result.data as Record<string, unknown>;
    for (const [field, messages] of Object.entries(fieldErrorsOf(result.error, word)))
      (errors[field] ??= []).push(...messages);
    return {};
  };
  const parsed = {
    params: part(entry.params, raw.params),
    query: part(entry.query, raw.query),
    // A multipart body (upload) is read by its behaviour, as the server's handler does.
    body: entry.bodyType === 'multipart' ? {} : part(entry.body, raw.body),
  };
  if (Object.keys(errors).length) throw new Refusal(422, errors, id.server.invalid);
  return parsed;
}
