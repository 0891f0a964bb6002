import { cx } from '../lib/cx';
import { useTexts } from '../lib/texts';

/** A record's status (spec §3). */
export type RecordStatus = 'ENABLE' | 'DISABLE';

/** A coloured pill with the status text; colour is a hint, the text carries the meaning. */
export function StatusBadge({ status, className }: { status: RecordStatus; className?: string }) {
  const t = useTexts();
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      className={cx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'ENABLE' ? 'bg-success text-white' : 'bg-danger text-white',
        className,
      )}
    >
      {t.status[status]}
    </span>
  );
}
