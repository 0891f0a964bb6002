import { cx } from './cx';

// Size and ring width per size, one class each (no caller class to fight them: see cx).
const sizes = { md: 'size-5 border-2', lg: 'size-12 border-4' } as const;

/** A spinning ring; decoration only (the text next to it says what is happening). */
export function Spinner({ size = 'md' }: { size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner"
      className={cx(
        'inline-block animate-spin rounded-full border-current border-t-transparent',
        sizes[size],
      )}
    />
  );
}
