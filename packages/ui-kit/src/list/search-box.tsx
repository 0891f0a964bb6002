import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { cx } from '../lib/cx';
import { controlClass } from '../forms/field';

export interface SearchBoxProps {
  value: string;
  /** Every keystroke; waiting for the user to stop typing is the caller's rule. */
  onChange: (value: string) => void;
  className?: string;
}

/** The list's free-text search ('Cari Data ...'); the placeholder doubles as its accessible name. */
export function SearchBox({ value, onChange, className }: SearchBoxProps) {
  const t = useTexts();
  return (
    <div data-slot="search-box" role="search" className={cx('relative', className)}>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-fg"
      />
      <input
        type="search"
        aria-label={t.list.search}
        placeholder={t.list.search}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(controlClass, 'pl-9')}
      />
    </div>
  );
}
