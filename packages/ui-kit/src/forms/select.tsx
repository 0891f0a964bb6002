import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { controlClass, Field } from './field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Why the option is disabled: shown on hover and told to screen readers. */
  reason?: string | undefined;
}

export interface SelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<V>>;
  /** null selects the placeholder (when there is one). */
  value: V | null;
  onChange: (value: V | null) => void;
  /** An empty first choice, e.g. 'Pilih Tipe Menu' or 'Please select an option'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Label shown only to screen readers (compact toolbars). */
  hideLabel?: boolean;
}

/**
 * A labelled native select: the platform's own keyboard and screen-reader behaviour,
 * styled like the other controls. Values keep their type (numbers stay numbers).
 */
export function Select<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  hideLabel,
  required,
  className,
  ...rest
}: SelectProps<V>) {
  const indexOf = (v: V | null) => options.findIndex((o) => o.value === v);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <select
          {...rest}
          {...control}
          data-slot="select"
          aria-required={required || undefined}
          value={value === null ? '' : String(indexOf(value))}
          onChange={(e) =>
            onChange(
              e.target.value === '' ? null : (options[Number(e.target.value)]?.value ?? null),
            )
          }
          className={cx(controlClass, 'pr-8')}
        >
          {placeholder !== undefined || value === null ? (
            <option value="">{placeholder ?? ''}</option>
          ) : null}
          {options.map((o, i) => (
            <option key={String(o.value)} value={String(i)} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
