import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import { cx } from '../lib/cx';
import { useTexts } from '../lib/texts';
import { controlClass, Field } from './field';
import type { SelectOption } from './select';
import { anchorBelowStart } from '../lib/anchors';
import { ComboboxToggle } from './combobox-toggle';

export interface SearchableSelectProps<V extends string | number> {
  /** Visible label; also names the toggle button and the list. */
  label: string;
  options: ReadonlyArray<SelectOption<V>>;
  value: V | null;
  onChange: (value: V | null) => void;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
}

/** A select the user can type into to filter a long list (the parent menu); shows the chosen name. */
export function SearchableSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  disabled,
}: SearchableSelectProps<V>) {
  const t = useTexts();
  // null while not typing (the button shows the whole list); '' once the box is emptied: then
  // nothing is offered, so Tab (which accepts the first suggestion) leaves it empty.
  const [query, setQuery] = useState<string | null>(null);
  const needle = query?.trim().toLowerCase() ?? '';
  const shown =
    query === null
      ? options
      : options.filter((o) => needle && o.label.toLowerCase().includes(needle));
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Combobox
          value={selected}
          by={(a, b) => a?.value === b?.value}
          onChange={(o: SelectOption<V> | null) => onChange(o ? o.value : null)}
          onClose={() => setQuery(null)}
          disabled={disabled}
        >
          <div className="relative" data-slot="searchable-select">
            <ComboboxInput
              {...control}
              className={cx(controlClass, 'pr-9')}
              placeholder={placeholder}
              displayValue={(o: SelectOption<V> | null) => o?.label ?? ''}
              onChange={(e) => setQuery(e.target.value)}
            />
            <ComboboxToggle label={label} />
            <ComboboxOptions
              // Not modal: the rest of the form stays readable to screen readers while the list is open.
              modal={false}
              // As wide as the input (see anchors.ts for where it sits).
              anchor={anchorBelowStart}
              className="z-40 max-h-60 w-(--input-width) overflow-auto rounded-md border border-border bg-surface py-1 text-sm shadow-lg empty:invisible"
            >
              {shown.map((o) => (
                <ComboboxOption
                  key={String(o.value)}
                  value={o}
                  disabled={o.disabled}
                  className="flex cursor-default items-center gap-2 px-3 py-2 text-fg data-[disabled]:opacity-50 data-[focus]:bg-muted data-[selected]:font-semibold"
                >
                  {o.label}
                </ComboboxOption>
              ))}
              {shown.length === 0 && (needle || query === null) ? (
                <div className="px-3 py-2 text-muted-fg" data-slot="no-options">
                  {t.common.noOptions}
                </div>
              ) : null}
            </ComboboxOptions>
          </div>
        </Combobox>
      )}
    </Field>
  );
}
