import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import type { SelectOption } from './select';

export interface CheckboxGroupProps<V extends string | number> {
  legend: ReactNode;
  options: ReadonlyArray<SelectOption<V>>;
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string | null;
  className?: string;
}

/** A fieldset of checkboxes (a user's roles); reports the checked values in option order. */
export function CheckboxGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  className,
}: CheckboxGroupProps<V>) {
  const toggle = (v: V, on: boolean) =>
    onChange(options.map((o) => o.value).filter((x) => (x === v ? on : value.includes(x))));
  return (
    <fieldset
      data-slot="checkbox-group"
      className={cx('grid gap-2', className)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label key={String(o.value)} className="inline-flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(o.value)}
              disabled={o.disabled}
              title={o.reason}
              aria-description={o.reason}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p data-slot="field-error" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
