import { Button } from '../lib/button';
import { useTexts } from '../lib/texts';
import { DialogActions, DialogFrame } from './dialog-frame';

export interface ErrorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to 'Oops...'; the role modal uses 'Terjadi Kesalahan'. */
  title?: string;
  /** The server's message; defaults to 'Terjadi Kesalahan'. */
  message?: string;
}

/** An error popup ('Oops...' with the server's message) that stays until dismissed. */
export function ErrorDialog({ open, onClose, title, message }: ErrorDialogProps) {
  const t = useTexts();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      tone="error"
      title={title ?? t.error.oops}
      description={message ?? t.error.title}
    >
      <DialogActions>
        <Button tone="danger" onClick={onClose} data-autofocus>
          {t.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
