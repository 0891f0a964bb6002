import { ConfirmDialog } from '@cermat/ui-kit';
import { useSnapshot } from 'valtio';
import { answerLeave, leaveQuestion } from '@/hooks/use-unsaved-changes';

/** 'Perhatian' before leaving unsaved changes, in the product's language (not the browser's). */
export function LeaveDialog() {
  const { pending } = useSnapshot(leaveQuestion);
  return (
    <ConfirmDialog
      open={pending !== null}
      action="leaveUnsaved"
      onConfirm={() => answerLeave(true)}
      onCancel={() => answerLeave(false)}
    />
  );
}
