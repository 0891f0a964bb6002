import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

// Variants as data: one place decides what "danger" or "ghost" looks like.
const tones = {
  primary: 'bg-primary text-primary-fg hover:bg-primary/90',
  secondary: 'bg-muted text-fg hover:bg-muted/80 border border-border',
  success: 'bg-success text-white hover:bg-success/90',
  warning: 'bg-warning text-black hover:bg-warning/90',
  danger: 'bg-danger text-white hover:bg-danger/90',
  ghost: 'text-fg hover:bg-muted',
} as const;
const sizes = {
  sm: 'h-8 px-2.5 text-xs gap-1',
  md: 'h-10 px-4 text-sm gap-2',
  icon: 'size-9 justify-center',
} as const;

export type ButtonTone = keyof typeof tones;
type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: ButtonSize;
}

/** The kit's button: a real <button> (type="button" unless told), tone and size as data. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone = 'primary', size = 'md', type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-tone={tone}
      className={cx(
        'inline-flex shrink-0 items-center rounded-md font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        tones[tone],
        sizes[size],
        className,
      )}
      {...rest}
    />
  );
});
