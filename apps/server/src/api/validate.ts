import { id } from '@cermat/core';
import { z } from 'zod';
import { invalid, type FieldErrors } from '../http/errors';

// Field messages reach the console's forms as they are: speak the product's language.
z.config(z.locales.id());

/** Turns zod issues into the field map of spec §5 (field → messages). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[field] ??= []).push(issue.message || id.server.invalid);
  }
  return out;
}

/** Parses with the contract's schema or throws the 422 field map. */
export function parseWith<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return {} as T;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
