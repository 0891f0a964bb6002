import { useTexts } from '../lib/texts';
import { NoticeDialog } from './notice-dialog';

export interface AccessDeniedDialogProps {
  open: boolean;
  /** The spec's 2 s; then the caller goes to the dashboard. */
  autoCloseMs: number;
  onClose: () => void;
}

/** The access-denied warning ('Oppss', no access to this page), closing by itself. */
export function AccessDeniedDialog({ open, autoCloseMs, onClose }: AccessDeniedDialogProps) {
  const t = useTexts();
  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      autoCloseMs={autoCloseMs}
      role="alertdialog"
      tone="warning"
      buttonTone="secondary"
      title={t.access.warningTitle}
      description={t.access.denied}
    />
  );
}
