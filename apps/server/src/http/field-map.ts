import type { FieldErrors } from './errors';

/**
 * An empty field map without a prototype. Its keys come from requests: in a plain
 * `{}`, `toString` or `constructor` already exist (`map[key] ??= []` then pushed onto
 * a function: a 500), and assigning `__proto__` would swap the prototype instead.
 */
export const fieldMap = (): FieldErrors => Object.create(null) as FieldErrors;

/** A field map with one field and its message. */
export function oneField(field: string, message: string): FieldErrors {
  const fields = fieldMap();
  fields[field] = [message];
  return fields;
}
