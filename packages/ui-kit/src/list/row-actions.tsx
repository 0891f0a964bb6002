import { actionTone } from '../lib/action-tone';
import { Button } from '../lib/button';
import { useTexts } from '../lib/texts';
import type { RecordStatus } from './status-badge';

/** What a row's buttons ask for; the caller confirms and performs it. */
export type RowAction = 'disable' | 'edit' | 'restore' | 'delete';

/** Enabled records can be disabled or edited; disabled ones restored or deleted (spec §2.2, §4). */
const actionsFor: Record<RecordStatus, readonly RowAction[]> = {
  ENABLE: ['disable', 'edit'],
  DISABLE: ['restore', 'delete'],
};

/** The buttons of one row for its status. */
export function RowActions({
  status,
  onAction,
}: {
  status: RecordStatus;
  onAction: (action: RowAction) => void;
}) {
  const t = useTexts();
  const labels: Record<RowAction, string> = {
    disable: t.common.disable,
    edit: t.common.edit,
    restore: t.common.restore,
    delete: t.common.delete,
  };
  return (
    <div data-slot="row-actions" className="flex gap-1.5">
      {actionsFor[status].map((action) => (
        <Button
          key={action}
          size="sm"
          tone={actionTone[action]}
          data-action={action}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </div>
  );
}
