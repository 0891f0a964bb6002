import { useTexts } from '../lib/texts';
import { NoticeDialog } from './notice-dialog';

export interface ErrorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to 'Oops...'; the role modal uses 'Terjadi Kesalahan'. */
  title?: string;
  /** The server's message; defaults to 'Terjadi Kesalahan'. */
  message?: string;
  /** A second line under the message (the server's reason under the role list's fixed text). */
  detail?: string | null;
}

/** An error popup ('Oops...' with the server's message) that stays until dismissed. */
export function ErrorDialog({ open, onClose, title, message, detail }: ErrorDialogProps) {
  const t = useTexts();
  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      tone="error"
      buttonTone="danger"
      title={title ?? t.error.oops}
      description={
        <>
          {message ?? t.error.title}
          {/* The space keeps the two apart when read out as one description. */}
          {detail ? (
            <>
              {' '}
              <span className="mt-1 block">{detail}</span>
            </>
          ) : null}
        </>
      }
    />
  );
}
