import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Icon, type IconName } from '../lib/icons';

type DialogTone = 'question' | 'success' | 'error' | 'warning' | 'info';

const toneIcon: Record<DialogTone, { icon: IconName; className: string }> = {
  question: { icon: 'info', className: 'text-primary' },
  success: { icon: 'success', className: 'text-success-ink' },
  error: { icon: 'error', className: 'text-danger-ink' },
  warning: { icon: 'alert', className: 'text-warning-ink' },
  info: { icon: 'info', className: 'text-primary' },
};

// One class per property, chosen by prop: a caller's max-w-* or text-* beside the frame's own
// would leave the winner to the stylesheet's order (see cx).
const sizes = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;
const aligns = { center: 'text-center', left: 'text-left' } as const;

type DialogSize = keyof typeof sizes;

export interface DialogFrameProps {
  open: boolean;
  /** Escape and a click outside call this; dialogs that must not be dismissed pass a no-op. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  tone?: DialogTone;
  /** alertdialog for messages that interrupt (confirmations, errors). */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
  /** The panel's maximum width: md (28rem, the messages), lg (32rem), 2xl (42rem, wide forms). */
  size?: DialogSize;
  /** The title's and text's alignment: centred messages, or left for forms. */
  align?: keyof typeof aligns;
  /**
   * Extra classes for the panel. Not for what the frame sets itself (width, padding, text
   * alignment, display...): `size` and `align` choose those.
   */
  className?: string;
}

/**
 * The modal all kit dialogs share: Headless UI traps focus inside, closes on Escape and
 * returns focus to what had it before. Put `data-autofocus` on the control to focus first.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  tone,
  role = 'dialog',
  children,
  size = 'md',
  align = 'center',
  className,
}: DialogFrameProps) {
  const icon = tone ? toneIcon[tone] : null;
  return (
    <Dialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-overlay" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-slot="dialog"
          data-tone={tone}
          className={cx(
            // At most the window's height: a long body scrolls in a DialogBody between the
            // title and the buttons, which stay in view (a long Hak Akses modal put Simpan at
            // y ≈ 1,840, out of reach).
            'flex max-h-full w-full flex-col rounded-lg border border-border bg-surface p-6 text-fg shadow-xl',
            sizes[size],
            aligns[align],
            className,
          )}
        >
          {icon ? (
            <Icon name={icon.icon} className={cx('mx-auto mb-3 size-14', icon.className)} />
          ) : null}
          <DialogTitle className="text-xl font-semibold">{title}</DialogTitle>
          {description ? (
            <Description className="mt-2 text-sm text-muted-fg">{description}</Description>
          ) : null}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * The part of a dialog that scrolls when it is taller than the window (wheel, touch, arrow
 * keys once focus is inside); the title above and the DialogActions below stay put.
 */
export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="dialog-body"
      className={cx('-mx-6 min-h-0 flex-1 overflow-y-auto px-6 py-1', className)}
    >
      {children}
    </div>
  );
}

/** The row of buttons at the bottom of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex shrink-0 justify-center gap-3">{children}</div>;
}
