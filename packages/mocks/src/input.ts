import type { FieldErrors, NamedEntry } from '@cermat/contract';
import { z } from 'zod';
import { Refusal } from './reply';
import { id } from '@cermat/core';

/** A request's parts as the entry's schemas parsed them. */
export interface Parsed {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

// Field messages reach the forms as they are: Indonesian, as the server words them.
const indonesian = z.locales.id();

function fieldErrors(error: z.ZodError, into: FieldErrors): void {
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (into[field] ??= []).push(issue.message || id.server.invalid);
  }
}

/** Parses each part with its schema, or refuses with the 422 field map of every failure. */
export function parseInput(
  entry: NamedEntry,
  raw: { params: unknown; query: unknown; body: unknown },
): Parsed {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const part = (schema: z.ZodType | undefined, value: unknown): Record<string, unknown> => {
    if (!schema) return {};
    const result = schema.safeParse(value ?? {}, { error: indonesian.localeError });
    if (result.success) return result.data as Record<string, unknown>;
    fieldErrors(result.error, errors);
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
