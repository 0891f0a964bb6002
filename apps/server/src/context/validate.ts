import { fieldErrorsOf } from '@cermat/contract';
import { fieldLabel, fieldMessage, id } from '@cermat/core';
import type { z } from 'zod';
import { invalid } from '../http/errors';

/** Parses with the contract's schema or throws the 422 field map. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // `reportInput`: a missing or null value is "wajib diisi", not a wrong type.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) {
    // Each message names its field in plain Indonesian ('Nama Role wajib diisi.').
    throw invalid(
      fieldErrorsOf(result.error, (path, issue) => fieldMessage(fieldLabel(path, id), issue, id)),
    );
  }
  return result.data;
}
