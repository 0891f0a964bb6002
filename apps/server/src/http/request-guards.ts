import { bounds, jsonTooDeep } from '@cermat/contract';
import { fieldLabel, fieldMessage, id } from '@cermat/core';
import { invalid } from './errors';
import { oneField } from './field-map';

/**
 * Refuses JSON text nested deeper than the contract allows, measured on the text before
 * it is parsed: everything after (the checks below, zod) may then recurse safely. A body
 * nested 10,000 deep overflowed the stack and answered 500, sign-in included.
 */
export function refuseDeepJson(raw: string): void {
  if (jsonTooDeep(raw, bounds.jsonDepth)) throw invalid(oneField('_', id.server.tooDeep));
}

/**
 * Walks a request value with an explicit stack, never recursion. Refuses a NUL in any
 * string (PostgreSQL text cannot hold it; the driver would fail) and `__proto__` as any
 * key: JSON.parse makes it an own property, which copies and z.record drop without a
 * word. Errors name the top-level field (`_` for the value itself).
 */
export function refuseUnsafeValues(value: unknown, field = '_'): void {
  const stack: { value: unknown; field: string }[] = [{ value, field }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, field: at } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000'))
        throw invalid(oneField(at, fieldMessage(fieldLabel([at]), { kind: 'invalid' })));
    } else if (Array.isArray(current)) {
      for (const item of current as unknown[]) stack.push({ value: item, field: at });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const named = at === '_' ? key : at;
        if (key === '__proto__') throw invalid(oneField(named, id.server.reservedKey));
        stack.push({ value: item as unknown, field: named });
      }
    }
  }
}
