import { useRef, useState } from 'react';
import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { controlClass, Field } from './field';
import { parseDay } from './day';

export interface DateFieldProps {
  label: string;
  /** The chosen day as YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with a day that exists, or '' when the field is emptied; never with a typo. */
  onChange: (day: string) => void;
  /** The earliest day the calendar offers. */
  min?: string;
  error?: string | null;
}

/**
 * A day, typed as YYYY-MM-DD or picked from the browser's calendar. The browser's own date
 * input writes the day in the browser's language (mm/dd/yyyy in an English Chromium); this
 * one writes it as every list of the console does, whatever the browser speaks.
 */
export function DateField({ label, value, onChange, min, error }: DateFieldProps) {
  const t = useTexts();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // A value set from outside (a reset, the calendar) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const typed = text.trim();
  const invalid = typed !== '' && parseDay(typed) === null;
  const type = (next: string) => {
    setText(next);
    const day = next.trim() === '' ? '' : parseDay(next);
    if (day !== null && day !== value) {
      setShown(day);
      onChange(day);
    }
  };
  return (
    <Field label={label} error={invalid ? t.date.invalid : error}>
      {(control) => (
        <div className="relative flex w-48 gap-1">
          <input
            data-slot="date-field"
            {...control}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.date.placeholder}
            value={text}
            onChange={(e) => type(e.target.value)}
            className={controlClass}
          />
          <button
            type="button"
            aria-label={t.date.pick}
            onClick={() => picker.current?.showPicker?.()}
            className="flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-muted-fg hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon name="calendar" className="size-4" />
          </button>
          {/* The browser's calendar, opened by the button and anchored under it; never focused. */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={min}
            value={parseDay(text) ?? ''}
            onChange={(e) => type(e.target.value)}
            className="pointer-events-none absolute right-0 bottom-0 h-px w-10 opacity-0"
          />
        </div>
      )}
    </Field>
  );
}
