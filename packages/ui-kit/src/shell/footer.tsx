import { cx } from '../lib/cx';
import { format, useTexts } from '../lib/texts';

/** The copyright line, for the given year. */
export function Footer({ year, className }: { year: number; className?: string }) {
  const t = useTexts();
  return (
    <footer
      data-slot="footer"
      className={cx('border-t border-border px-6 py-4 text-sm text-muted-fg', className)}
    >
      {format(t.shell.copyright, { year })}
    </footer>
  );
}
