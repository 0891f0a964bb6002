import { Button, type ButtonTone } from '../lib/button';
import { useAutoClose } from '../lib/use-auto-close';
import { useTexts } from '../lib/texts';
import { DialogActions, DialogFrame, type DialogFrameProps } from './dialog-frame';

export interface NoticeDialogProps extends Pick<
  DialogFrameProps,
  'open' | 'onClose' | 'title' | 'description' | 'tone' | 'role'
> {
  /** Closes by itself after this long; without it the dialog waits for the user. */
  autoCloseMs?: number;
  buttonTone?: ButtonTone;
}

/** A message with one close button, optionally closing by itself: the base of the message dialogs. */
export function NoticeDialog({
  autoCloseMs,
  buttonTone = 'primary',
  onClose,
  ...frame
}: NoticeDialogProps) {
  const t = useTexts();
  useAutoClose(frame.open && autoCloseMs !== undefined, autoCloseMs ?? 0, onClose);
  return (
    <DialogFrame onClose={onClose} {...frame}>
      <DialogActions>
        <Button tone={buttonTone} onClick={onClose} data-autofocus>
          {t.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
