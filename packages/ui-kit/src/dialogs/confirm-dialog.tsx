import { Button } from '../lib/button';
import { useTexts } from '../lib/texts';
import { DialogActions, DialogFrame } from './dialog-frame';

/** The three confirmations of the spec: Restore (enable), Disable and Hapus (delete). */
export type ConfirmAction = 'enable' | 'disable' | 'delete';

export interface ConfirmDialogProps {
  open: boolean;
  action: ConfirmAction;
  onConfirm: () => void;
  onCancel: () => void;
  /** Overrides the action's text (e.g. the role list variant's delete question). */
  message?: string;
  /** A second line under the question ('Data yang dihapus tidak dapat dipulihkan kembali.'). */
  detail?: string;
  /** While the call runs: both buttons are disabled so the action cannot be sent twice. */
  busy?: boolean;
}

/** 'Perhatian' with the action's question and Iya / Tidak; Tidak has focus first, as the safe choice. */
export function ConfirmDialog({
  open,
  action,
  onConfirm,
  onCancel,
  message,
  detail,
  busy,
}: ConfirmDialogProps) {
  const t = useTexts();
  return (
    <DialogFrame
      open={open}
      onClose={busy ? () => {} : onCancel}
      role="alertdialog"
      tone="question"
      title={t.confirm.title}
      description={
        <>
          {message ?? t.confirm[action]}
          {detail ? <span className="mt-1 block">{detail}</span> : null}
        </>
      }
    >
      <DialogActions>
        <Button
          tone={action === 'enable' ? 'primary' : 'danger'}
          onClick={onConfirm}
          disabled={busy}
        >
          {t.confirm.yes}
        </Button>
        <Button tone="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {t.confirm.no}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
