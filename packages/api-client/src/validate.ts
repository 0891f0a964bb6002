// `@cermat/api-client/validate`: the contract's answer schemas, for owners that can afford
// zod (tests, tools). The console's client leaves it out to keep /login within budget.
import { entries } from '@cermat/contract';
import type { ResponseValidator } from './options';

const schemas = new Map(entries.map((e) => [e.name, e.data]));

/** Checks an answer's data with its entry's schema; an unknown entry is a mismatch too. */
export const validateWithContract: ResponseValidator = (entry, data) => {
  const schema = schemas.get(entry);
  if (!schema) return { ok: false, issues: [`no contract entry ${entry}`] };
  const checked = schema.safeParse(data);
  return checked.success
    ? { ok: true, data: checked.data }
    : { ok: false, issues: checked.error.issues };
};
