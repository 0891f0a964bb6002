import { ConfirmDialog, ErrorDialog, SuccessDialog } from '@cermat/ui-kit';
import type { useRecordStatus } from '@/hooks/use-record-status';
import { useTexts } from '@/lib/i18n';

/** The confirmation, 'Berhasil' and 'Oops...' dialogs of a list's status actions. */
export function RecordStatusDialogs({ status }: { status: ReturnType<typeof useRecordStatus> }) {
  const texts = useTexts();
  const action = status.action;
  return (
    <>
      <ConfirmDialog
        open={(status.confirming || status.busy) && action !== null}
        action={action === 'restore' ? 'enable' : (action ?? 'disable')}
        busy={status.busy}
        onConfirm={status.confirm}
        onCancel={status.cancel}
      />
      <SuccessDialog
        open={status.succeeded}
        message={action === 'delete' ? texts.success.deleted : texts.success.updated}
        autoCloseMs={60_000}
        onClose={() => undefined}
      />
      <ErrorDialog
        open={status.error !== null}
        title={texts.error.oops}
        message={status.error ?? ''}
        onClose={status.dismiss}
      />
    </>
  );
}
