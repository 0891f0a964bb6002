import type { FormErrors } from '@cermat/ui-kit';
import { currentTexts } from './i18n';

/** A failed call as the API reports it: its HTTP status and the envelope's data. */
export interface ApiFailure {
  status: number;
  message: string;
  /** A string (one red alert) or field → messages (422). */
  data: unknown;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiFailure).status === 'number' &&
    'data' in error
  );
}

const isFieldMap = (data: unknown): data is Record<string, string[]> =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  Object.values(data).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));

/** What a form shows for a failure: the field map, the server's text, or a generic text. */
export function errorsOf(error: unknown): FormErrors {
  if (isApiFailure(error)) {
    if (isFieldMap(error.data) && Object.keys(error.data).length > 0) return error.data;
    if (typeof error.data === 'string' && error.data) return error.data;
    if (error.message) return error.message;
    return currentTexts().error.title;
  }
  return currentTexts().error.network;
}

/** One line for a dialog: the server's text or the generic one. */
export function messageOf(error: unknown): string {
  const errors = errorsOf(error);
  if (typeof errors === 'string') return errors;
  const first = errors ? Object.values(errors)[0]?.[0] : undefined;
  return first ?? currentTexts().error.title;
}
