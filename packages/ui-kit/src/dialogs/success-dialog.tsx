import { Button } from '../lib/button';
import { useTexts } from '../lib/texts';
import { DialogActions, DialogFrame } from './dialog-frame';
import { useAutoClose } from '../lib/use-auto-close';

export interface SuccessDialogProps {
  open: boolean;
  /** e.g. 'Data berhasil diperbarui.' or the redirect notice. */
  message?: string;
  /** Closes by itself after this long (the spec's 2000 ms); then the caller redirects or reloads. */
  autoCloseMs: number;
  onClose: () => void;
}

/** 'Berhasil' with the message; closes by itself after `autoCloseMs`, or earlier by the user. */
export function SuccessDialog({ open, message, autoCloseMs, onClose }: SuccessDialogProps) {
  const t = useTexts();
  useAutoClose(open, autoCloseMs, onClose);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      tone="success"
      title={t.success.title}
      description={message}
    >
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          {t.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
