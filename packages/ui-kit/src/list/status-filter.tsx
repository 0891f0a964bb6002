import { Select } from '../forms/select';
import { useTexts } from '../lib/texts';
import type { RecordStatus } from './status-badge';

const statuses: readonly RecordStatus[] = ['ENABLE', 'DISABLE'];

/** The list's ENABLE / DISABLE filter. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: RecordStatus;
  onChange: (value: RecordStatus) => void;
}) {
  const t = useTexts();
  return (
    <Select
      label={t.list.statusFilter}
      options={statuses.map((s) => ({ value: s, label: t.status[s] }))}
      value={value}
      onChange={(v) => {
        if (v) onChange(v);
      }}
      className="w-40"
    />
  );
}
