import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useRef, useState } from 'react';
import { controlClass, Field } from '../forms/field';
import { cx } from '../lib/cx';
import { useTexts } from '../lib/texts';
import { IconGlyph } from './icon-glyph';
import { iconClass, useGlyphs } from './icon-glyphs';
import { anchorBelowStart } from '../lib/anchors';
import { ComboboxToggle } from '../forms/combobox-toggle';

export interface IconPickerProps {
  /** Visible label; also names the toggle button and the list. */
  label: string;
  name?: string;
  /** The class as stored ('bx bx-home'); any text is allowed, the set only helps to find one. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | null;
  required?: boolean;
}

/** The set's icons whose class holds every word typed ('home', 'bxs cog'), in the set's order. */
function matching(names: readonly string[], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return names.filter((name) => words.every((word) => iconClass(name).includes(word)));
}

/**
 * A text box for an icon class with a searchable grid of the kit's icons under it and a live
 * preview beside it: what is typed filters the grid and is kept as typed (a class outside the
 * set is still allowed); arrows move through the grid, Enter or a click picks, Escape closes.
 * The preview shows the icon under the pointer or keyboard while browsing, else the value.
 */
export function IconPicker({
  label,
  name,
  value,
  onChange,
  placeholder,
  error,
  required,
}: IconPickerProps) {
  const t = useTexts();
  const glyphs = useGlyphs();
  const [query, setQuery] = useState('');
  // Headless UI accepts the highlighted suggestion on Tab; here the text is the value, so
  // leaving the box keeps it as typed and only Enter or a click picks an icon.
  const tabbing = useRef(false);
  const shown = glyphs ? matching(Object.keys(glyphs), query) : [];
  return (
    <Field label={label} error={error} required={required}>
      {(control) => (
        <Combobox
          value={value}
          onChange={(picked: string | null) => {
            if (!tabbing.current) onChange(picked ?? '');
          }}
          onClose={() => setQuery('')}
        >
          {({ activeOption }: { activeOption: string | null }) => (
            <div className="flex items-center gap-2" data-slot="icon-picker">
              <span
                data-slot="icon-preview"
                className="grid size-10 shrink-0 place-items-center rounded-md border border-border bg-muted text-fg"
              >
                <IconGlyph icon={activeOption ?? value} className="size-6" />
              </span>
              <div className="relative min-w-0 flex-1">
                <ComboboxInput
                  {...control}
                  name={name}
                  // Announced only, as the kit's other fields: the form shows its own messages.
                  aria-required={required || undefined}
                  autoComplete="off"
                  className={cx(controlClass, 'pr-9')}
                  placeholder={placeholder}
                  displayValue={(v: string | null) => v ?? ''}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    onChange(e.target.value);
                  }}
                  onKeyDown={(e) => {
                    tabbing.current = e.key === 'Tab';
                    // The pick Tab would make happens within this key press.
                    if (tabbing.current) setTimeout(() => (tabbing.current = false));
                  }}
                />
                <ComboboxToggle label={label} />
              </div>
              <ComboboxOptions
                // Not modal: the rest of the form stays readable to screen readers while open.
                modal={false}
                anchor={anchorBelowStart}
                className="z-40 grid max-h-72 w-(--input-width) min-w-64 grid-cols-2 gap-1 overflow-auto rounded-md border border-border bg-surface p-1 text-xs shadow-lg empty:invisible sm:grid-cols-3"
              >
                {shown.map((icon) => (
                  <ComboboxOption
                    key={icon}
                    value={iconClass(icon)}
                    className="flex min-w-0 cursor-default items-center gap-2 rounded px-2 py-2 text-fg data-[focus]:bg-muted data-[selected]:font-semibold"
                  >
                    <IconGlyph icon={icon} className="size-5 shrink-0" />
                    <span className="truncate">{iconClass(icon)}</span>
                  </ComboboxOption>
                ))}
                {shown.length === 0 ? (
                  <div className="col-span-full px-3 py-2 text-muted-fg" data-slot="no-options">
                    {glyphs ? t.common.noOptions : t.common.loading}
                  </div>
                ) : null}
              </ComboboxOptions>
            </div>
          )}
        </Combobox>
      )}
    </Field>
  );
}
