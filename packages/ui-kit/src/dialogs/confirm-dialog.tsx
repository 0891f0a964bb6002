import { actionTone } from '../lib/action-tone';
import { Button } from '../lib/button';
import { useTexts } from '../lib/texts';
import { DialogActions, DialogFrame } from './dialog-frame';

/**
 * The confirmations of the spec: Restore (enable), Disable and Hapus (delete); and ours,
 * leaving a form with unsaved changes.
 */
export type ConfirmAction = 'enable' | 'disable' | 'delete' | 'leaveUnsaved';

export interface ConfirmDialogProps {
  open: boolean;
  action: ConfirmAction;
  onConfirm: () => void;
  onCancel: () => void;
  /** Overrides 'Perhatian' (the role list variant asks its question as the title). */
  title?: string;
  /** Overrides the action's text. */
  message?: string;
  /** A second line under the question ('Data yang dihapus tidak dapat dipulihkan kembali.'). */
  detail?: string;
  /** Overrides 'Iya' (the role list variant says 'Ya'). */
  yesLabel?: string;
  /** While the call runs: both buttons are disabled so the action cannot be sent twice. */
  busy?: boolean;
}

/** 'Perhatian' with the action's question and Iya / Tidak; Tidak has focus first, as the safe choice. */
export function ConfirmDialog({
  open,
  action,
  onConfirm,
  onCancel,
  title,
  message,
  detail,
  yesLabel,
  busy,
}: ConfirmDialogProps) {
  const t = useTexts();
  return (
    <DialogFrame
      open={open}
      onClose={busy ? () => {} : onCancel}
      role="alertdialog"
      tone="question"
      title={title ?? t.confirm.title}
      description={
        <>
          {message ?? t.confirm[action]}
          {detail ? <span className="mt-1 block">{detail}</span> : null}
        </>
      }
    >
      <DialogActions>
        <Button
          tone={actionTone[action === 'leaveUnsaved' ? 'discard' : action]}
          onClick={onConfirm}
          disabled={busy}
        >
          {yesLabel ?? t.confirm.yes}
        </Button>
        <Button tone="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {t.confirm.no}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
