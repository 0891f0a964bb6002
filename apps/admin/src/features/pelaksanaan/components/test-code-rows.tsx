import { Button, Icon, TextField } from '@cermat/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { fill, useTexts } from '@/lib/i18n';
import { newRow, retyped, without, type TestCodeRow } from '../utils/test-code-rows';

export interface TestCodeRowsProps {
  rows: readonly TestCodeRow[];
  onChange: (rows: TestCodeRow[]) => void;
  /** A failed save's message per row, by row key. */
  errors: Readonly<Record<string, string>>;
  /** A failed save's message about the codes as a whole. */
  error: string | null;
}

/**
 * 'Kode Tes': one required text field per code, 'Tambah Kode Tes' below, a remove button
 * beside each while more than one is left. Focus follows: to the new row, or to the row that
 * took a removed one's place.
 */
export function TestCodeRows({ rows, onChange, errors, error }: TestCodeRowsProps) {
  const texts = useTexts();
  const errorId = useId();
  const ref = useRef<HTMLFieldSetElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    ref.current?.querySelectorAll<HTMLInputElement>('input')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);
  return (
    <fieldset
      ref={ref}
      className="grid gap-3"
      aria-describedby={error ? errorId : undefined}
      data-slot="test-codes"
    >
      <legend className="mb-1 text-sm font-semibold">{texts.pelaksanaan.testCodes}</legend>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <div key={row.key} className="flex items-start gap-2">
            <TextField
              className="flex-1"
              label={fill(texts.pelaksanaan.testCode, { number })}
              name={`kode_tes.${index}.kode_tes`}
              required
              autoComplete="off"
              value={row.kode_tes}
              onChange={(code) => onChange(retyped(rows, index, code))}
              error={errors[row.key] ?? null}
            />
            <Button
              tone="danger"
              size="icon"
              // Level with the field under its label.
              className="mt-7"
              disabled={rows.length === 1}
              onClick={() => {
                onChange(without(rows, index));
                setFocusAt(Math.min(index, rows.length - 2));
              }}
            >
              <Icon name="close" className="size-4" />
              <span className="sr-only">{fill(texts.pelaksanaan.removeTestCode, { number })}</span>
            </Button>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
      <Button
        tone="secondary"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          onChange([...rows, newRow()]);
          setFocusAt(rows.length);
        }}
      >
        <Icon name="plus" className="size-4" />
        {texts.pelaksanaan.addTestCode}
      </Button>
    </fieldset>
  );
}
