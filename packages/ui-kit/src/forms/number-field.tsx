import { TextField, type TextFieldProps } from './text-field';

export interface NumberFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** null while the box is empty, so "no value yet" differs from 0. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
}

/** A labelled number input; reports a number, or null when cleared. */
export function NumberField({ value, onChange, ...rest }: NumberFieldProps) {
  return (
    <TextField
      data-slot="number-field"
      inputMode="numeric"
      {...rest}
      type="number"
      value={value === null ? '' : String(value)}
      onChange={(text) => onChange(text === '' ? null : Number(text))}
    />
  );
}
