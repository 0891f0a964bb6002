import { RULES } from '@cermat/contract';
import { id } from '@cermat/core';
import { z } from 'zod';
import { invalid, type FieldErrors } from '../http/errors';
import { fieldMap } from '../http/field-map';

// Field messages reach the console's forms as they are: speak the product's language.
z.config(z.locales.id());

// Contract rules named in an issue's params: worded by the product, not the contract.
const ruleTexts = new Map<string, string>([
  [RULES.jsonDepth, id.server.tooDeep],
  [RULES.configKey, id.server.unknownConfigKey],
]);

function messageOf(issue: z.core.$ZodIssue): string {
  const rule: unknown = issue.code === 'custom' ? issue.params?.rule : undefined;
  const worded = typeof rule === 'string' ? ruleTexts.get(rule) : undefined;
  return worded ?? (issue.message || id.server.invalid);
}

/** Turns zod issues into the field map of spec §5 (field → messages). */
function fieldErrors(error: z.ZodError): FieldErrors {
  // Paths come from request keys (`toString`, `constructor`): the map has no prototype.
  const out = fieldMap();
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[field] ??= []).push(messageOf(issue));
  }
  return out;
}

/** Parses with the contract's schema or throws the 422 field map. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
