import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClass, Field } from './field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled text input (type text, password, ...) reporting its value as a string. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <input
          data-slot="text-field"
          {...rest}
          {...control}
          // Announced, never enforced by the browser: its bubble ('Please fill out this
          // field.') is not the product's wording; the form shows its own messages.
          aria-required={required || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass}
        />
      )}
    </Field>
  );
}
