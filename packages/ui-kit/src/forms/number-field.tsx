import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClass, Field } from './field';

export interface NumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type' | 'id' | 'min' | 'max'
> {
  label: ReactNode;
  /** null while the box is empty, so "no value yet" differs from 0. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled number input; reports a number, or null when cleared. */
export function NumberField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  className,
  ...rest
}: NumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type="number"
          inputMode="numeric"
          data-slot="number-field"
          required={required}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={controlClass}
        />
      )}
    </Field>
  );
}
