import { useId, type ReactNode } from 'react';
import { cx } from '../lib/cx';

/** What a control inside a Field needs to be labelled and described correctly. */
interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Small text under the control, e.g. the photo hint. */
  hint?: ReactNode;
  /** The server's first message for this field; shown in red and tied to the control. */
  error?: string | null;
  required?: boolean;
  /**
   * The label for screen readers only (compact toolbars): visually hidden and out of the
   * layout, so no gap is left above the control.
   */
  hideLabel?: boolean;
  /** Extra classes; not for what the field sets itself (display, gap): see cx. */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and red error message, wired by id so screen readers read them together. */
export function Field({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = cx(hintId, errorId) || undefined;
  return (
    <div
      data-slot="field"
      data-invalid={error ? '' : undefined}
      className={cx('grid gap-1.5', className)}
    >
      {/* Hidden, the label is out of the grid's flow: gap-1.5 stays and leaves no gap above. */}
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-ink">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-fg">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The shared look of text-like controls (inputs, selects); invalid ones turn red. */
// One literal (the minifier folds the +), not a cx call at load: fewer bytes on the sign-in path.
export const controlClass =
  'h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-fg ' +
  'placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';
