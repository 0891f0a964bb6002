import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';

export interface ColumnOption {
  id: string;
  label: string;
  /** Shown checked and locked: the name that tells rows apart, the actions. */
  required?: boolean;
}

export interface ColumnChooserProps {
  options: readonly ColumnOption[];
  /** The ids of the columns shown. */
  visible: readonly string[];
  onToggle: (id: string) => void;
}

/**
 * The 'Kolom' button of a list's toolbar: it opens a panel of one checkbox per column. Native
 * checkboxes in a named group (Space toggles, Tab moves, each says whether it is checked)
 * rather than menu items, which would close at each choice; Escape, a click or focus outside
 * close it. No portal: the panel follows the button in the reading order.
 */
export function ColumnChooser({ options, visible, onToggle }: ColumnChooserProps) {
  const t = useTexts();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      data-slot="column-chooser"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-muted px-4 text-sm font-medium text-fg hover:bg-muted/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t.list.columns}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} />
      </button>
      {open ? (
        <fieldset
          id={panel}
          className="absolute top-full right-0 z-40 mt-1 min-w-52 rounded-md border border-border bg-surface p-3 text-sm text-fg shadow-lg"
        >
          <legend className="float-left mb-2 font-medium">{t.list.columnsChooser}</legend>
          <div className="clear-left">
            {options.map((option) => (
              <label key={option.id} className="flex items-center gap-2 py-1">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={option.required || visible.includes(option.id)}
                  disabled={option.required}
                  onChange={() => onToggle(option.id)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
