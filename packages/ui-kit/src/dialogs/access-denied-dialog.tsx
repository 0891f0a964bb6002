import { Button } from '../lib/button';
import { useTexts } from '../lib/texts';
import { DialogActions, DialogFrame } from './dialog-frame';
import { useAutoClose } from '../lib/use-auto-close';

export interface AccessDeniedDialogProps {
  open: boolean;
  /** The spec's 2 s; then the caller goes to the dashboard. */
  autoCloseMs: number;
  onClose: () => void;
}

/** The access-denied warning ('Oppss', no access to this page), closing by itself. */
export function AccessDeniedDialog({ open, autoCloseMs, onClose }: AccessDeniedDialogProps) {
  const t = useTexts();
  useAutoClose(open, autoCloseMs, onClose);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      tone="warning"
      title={t.access.warningTitle}
      description={t.access.denied}
    >
      <DialogActions>
        <Button tone="secondary" onClick={onClose} data-autofocus>
          {t.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
