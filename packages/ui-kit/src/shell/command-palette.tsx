import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useId } from 'react';
import { Icon } from '../lib/icons';
import { Spinner } from '../lib/spinner';
import { format, useTexts } from '../lib/texts';

/** One place the palette offers: a screen or a record. */
export interface PaletteEntry {
  /** Unique among every group's entries. */
  id: string;
  label: string;
  /** Where it sits, in smaller words (a screen's menu trail). */
  detail?: string;
}

/** A heading and its entries (the screens; one master list's records). */
export interface PaletteGroup {
  id: string;
  heading: string;
  entries: readonly PaletteEntry[];
}

export interface CommandPaletteProps {
  open: boolean;
  /** Escape, a click outside. */
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** What answers the query, in the order shown; a group without entries is left out. */
  groups: readonly PaletteGroup[];
  /** Records are still being looked for. */
  searching?: boolean;
  /** What could not be looked at (a list that failed), said under the entries. */
  notices?: readonly string[];
  /** Enter or a click on an entry. */
  onChoose: (entry: PaletteEntry) => void;
}

/**
 * Jump anywhere: a search box over a list of places, in a modal. Headless UI's Combobox keeps
 * focus in the box while the arrow keys move among the entries, and its Dialog traps focus,
 * closes on Escape and gives focus back to what had it.
 */
export function CommandPalette({
  open,
  onClose,
  query,
  onQueryChange,
  groups,
  searching = false,
  notices = [],
  onChoose,
}: CommandPaletteProps) {
  const t = useTexts();
  const shown = groups.filter((group) => group.entries.length > 0);
  const trimmed = query.trim();
  // Said only once nothing more is on its way: "nothing" while records still load would be wrong.
  const nothing =
    shown.length === 0 && !searching
      ? trimmed === ''
        ? t.palette.empty
        : format(t.palette.noResults, { query: trimmed })
      : null;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-overlay" />
      <div className="fixed inset-0 flex items-start justify-center p-2 pt-[8vh] sm:p-4 sm:pt-[12vh]">
        <DialogPanel
          // Escape closes at once, whatever the box holds: the combobox would take the first
          // Escape for itself (to shut its list), and this list is never shut.
          onKeyDownCapture={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          data-slot="command-palette"
          className="flex max-h-[80vh] w-full max-w-xl min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-xl"
        >
          <DialogTitle className="sr-only">{t.palette.title}</DialogTitle>
          <Combobox<PaletteEntry | null>
            value={null}
            onChange={(entry) => {
              if (entry) onChoose(entry);
            }}
          >
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Icon name="search" className="size-5 shrink-0 text-muted-fg" />
              <ComboboxInput
                autoFocus
                aria-label={t.palette.placeholder}
                placeholder={t.palette.placeholder}
                value={query}
                onChange={(event) => onQueryChange(event.target.value)}
                className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-fg"
              />
              {searching ? <Spinner /> : null}
            </div>
            {/* Always there, if empty: the box names the list it controls (aria-controls). */}
            <ComboboxOptions
              static
              data-slot="palette-entries"
              className="min-h-0 flex-1 overflow-y-auto p-2 empty:hidden"
            >
              {shown.map((group) => (
                <EntryGroup key={group.id} group={group} />
              ))}
            </ComboboxOptions>
          </Combobox>
          <div role="status" className="px-4 text-sm text-muted-fg empty:hidden">
            {nothing ? <p className="py-3">{nothing}</p> : null}
            {searching ? <p className="py-2">{t.palette.searching}</p> : null}
            {notices.map((notice) => (
              <p key={notice} className="py-2 text-danger-ink">
                {notice}
              </p>
            ))}
          </div>
          <p className="hidden border-t border-border px-4 py-2 text-xs text-muted-fg sm:block">
            {t.palette.hint}
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function EntryGroup({ group }: { group: PaletteGroup }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mb-2 last:mb-0">
      <div
        id={headingId}
        role="presentation"
        className="px-2 py-1 text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        {group.heading}
      </div>
      {group.entries.map((entry) => (
        <ComboboxOption
          key={entry.id}
          value={entry}
          className="flex cursor-pointer flex-col rounded-md px-2 py-2 data-[focus]:bg-primary data-[focus]:text-primary-fg"
        >
          <span className="truncate">{entry.label}</span>
          {entry.detail ? (
            <span className="truncate text-xs opacity-80">{entry.detail}</span>
          ) : null}
        </ComboboxOption>
      ))}
    </div>
  );
}
