import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Icon, type IconName } from '../lib/icons';

type DialogTone = 'question' | 'success' | 'error' | 'warning' | 'info';

const toneIcon: Record<DialogTone, { icon: IconName; className: string }> = {
  question: { icon: 'info', className: 'text-primary' },
  success: { icon: 'success', className: 'text-success' },
  error: { icon: 'error', className: 'text-danger-ink' },
  warning: { icon: 'alert', className: 'text-warning' },
  info: { icon: 'info', className: 'text-primary' },
};

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
            'w-full max-w-md rounded-lg border border-border bg-surface p-6 text-center text-fg shadow-xl',
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

/** The row of buttons at the bottom of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex justify-center gap-3">{children}</div>;
}
