import { useEffect, useRef } from 'react';
import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { cx } from '../lib/cx';
import { controlClass } from '../forms/field';

export interface SearchBoxProps {
  value: string;
  /** Every keystroke; waiting for the user to stop typing is the caller's rule. */
  onChange: (value: string) => void;
  /** A key that focuses the box from anywhere on the page, unless the user is typing ('/'). */
  focusKey?: string;
  className?: string;
}

/** Whether a key press belongs to a field the user types in (the key is theirs, not ours). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest('input, textarea, select, [role="combobox"]') !== null);

/** The list's free-text search ('Cari Data ...'); the placeholder doubles as its accessible name. */
export function SearchBox({ value, onChange, focusKey, className }: SearchBoxProps) {
  const t = useTexts();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusKey) return;
    const onKey = (event: KeyboardEvent) => {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (event.key !== focusKey || !plain || event.defaultPrevented || typingIn(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [focusKey]);
  return (
    <div data-slot="search-box" role="search" className={cx('relative', className)}>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-fg"
      />
      <input
        ref={input}
        type="search"
        aria-label={t.list.search}
        aria-keyshortcuts={focusKey}
        placeholder={t.list.search}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(controlClass, 'pl-9')}
      />
    </div>
  );
}
