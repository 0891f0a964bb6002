import { isApiError } from '@cermat/api-client';
import type { FormErrors } from '@cermat/ui-kit';
import { currentSignInTexts } from './i18n';

/**
 * What a form shows for a failure: the fields' messages (shown under each field), else
 * api-client's message (the server's text, or the locale's text for a failure it did
 * not word), else the generic title.
 */
export function errorsOf(error: unknown): FormErrors {
  if (!isApiError(error)) return currentSignInTexts().error.network;
  if (error.kind === 'validation' && Object.keys(error.fields).length > 0) return error.fields;
  return error.message || currentSignInTexts().error.title;
}

/** One line for a dialog: the server's text or the generic one. */
export function messageOf(error: unknown): string {
  const errors = errorsOf(error);
  if (typeof errors === 'string') return errors;
  const first = errors ? Object.values(errors)[0]?.[0] : undefined;
  return first ?? currentSignInTexts().error.title;
}
