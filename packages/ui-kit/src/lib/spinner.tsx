import { cx } from './cx';

/** A spinning ring; decoration only (the text next to it says what is happening). */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner"
      className={cx(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}
