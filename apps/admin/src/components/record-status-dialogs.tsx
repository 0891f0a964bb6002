import { ConfirmDialog, ErrorDialog, SuccessDialog } from '@cermat/ui-kit';
import type { useRecordStatus } from '@/hooks/use-record-status';
import { useTexts } from '@/lib/i18n';

/**
 * Whose texts the delete speaks: the common ones, or the role list's own (spec §5: its
 * question as the title, 'Ya' / 'Tidak'; §8: a failure titled 'Silahkan coba kembali ...').
 */
export type DeleteTexts = 'common' | 'role';

/** The confirmation, 'Berhasil' and 'Oops...' dialogs of a list's status actions. */
export function RecordStatusDialogs({
  status,
  deleteTexts = 'common',
}: {
  status: ReturnType<typeof useRecordStatus>;
  deleteTexts?: DeleteTexts;
}) {
  const texts = useTexts();
  const action = status.action;
  const roleDelete = deleteTexts === 'role' && action === 'delete';
  return (
    <>
      <ConfirmDialog
        open={(status.confirming || status.busy) && action !== null}
        action={action === 'restore' ? 'enable' : (action ?? 'disable')}
        busy={status.busy}
        onConfirm={status.confirm}
        onCancel={status.cancel}
        {...(roleDelete
          ? {
              title: texts.confirm.deleteVariant,
              message: texts.confirm.deleteVariantDetail,
              yesLabel: texts.common.yes,
            }
          : {})}
      />
      <SuccessDialog
        open={status.succeeded}
        message={action === 'delete' ? texts.success.deleted : texts.success.updated}
        autoCloseMs={60_000}
        onClose={() => undefined}
      />
      <ErrorDialog
        open={status.error !== null}
        onClose={status.dismiss}
        {...(roleDelete
          ? {
              title: texts.error.tryAgain,
              message: texts.error.title,
              // The spec's fixed text, and under it why, when the server said more than that.
              detail: status.error === texts.error.title ? null : status.error,
            }
          : { title: texts.error.oops, message: status.error ?? '' })}
      />
    </>
  );
}
