import { useTexts } from '../lib/texts';
import { NoticeDialog } from './notice-dialog';

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
  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      autoCloseMs={autoCloseMs}
      tone="success"
      title={t.success.title}
      description={message}
    />
  );
}
