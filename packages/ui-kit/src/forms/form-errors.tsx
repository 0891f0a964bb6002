import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';

/** A failed save as the server reports it: one message, or messages per field. */
export type FormErrors = string | Readonly<Record<string, readonly string[]>> | null | undefined;

/** The first message for one field of a field map (null for a string error or none). */
export function fieldError(errors: FormErrors, field: string): string | null {
  if (!errors || typeof errors === 'string') return null;
  return errors[field]?.[0] ?? null;
}

/** One red alert for a string error (a field map is shown at the fields instead). */
export function FormAlert({ error, className }: { error: FormErrors; className?: string }) {
  if (typeof error !== 'string' || error === '') return null;
  return (
    <div
      role="alert"
      data-slot="form-alert"
      // A failed save moves focus here when no field holds the message.
      tabIndex={-1}
      className={cx(
        'flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-ink',
        className,
      )}
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </div>
  );
}
