import { id } from '../i18n';

/** How a form shows a failed save: one red alert, and/or the first message per field. */
export interface FormErrors {
  alert: string | null;
  fields: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** First message of each field of a `{ field: [messages] }` map (a bare string counts as one message). */
function firstMessages(map: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(map)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first !== '') fields[field] = first;
  }
  return fields;
}

/**
 * Reads a failed save (spec §5, §8): a string becomes one alert, a map of field to
 * messages becomes the first message per field. Accepts the error itself, or an object
 * carrying it as `data` or `fields` (whatever the API client throws), else its `message`.
 */
export function readServerErrors(error: unknown, fallback: string = id.error.title): FormErrors {
  if (typeof error === 'string' && error !== '') return { alert: error, fields: {} };
  if (!isRecord(error)) return { alert: fallback, fields: {} };
  for (const key of ['fields', 'data'] as const) {
    const value = error[key];
    if (typeof value === 'string' && value !== '') return { alert: value, fields: {} };
    if (isRecord(value)) {
      const fields = firstMessages(value);
      if (Object.keys(fields).length > 0) return { alert: null, fields };
    }
  }
  const message = error.message;
  return { alert: typeof message === 'string' && message !== '' ? message : fallback, fields: {} };
}
