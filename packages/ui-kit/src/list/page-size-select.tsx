import { Select } from '../forms/select';
import { useTexts } from '../lib/texts';

export interface PageSizeSelectProps {
  value: number;
  /** The offered sizes (the spec's 10, 50, 100, 200, 500). */
  options: readonly number[];
  onChange: (value: number) => void;
}

/** The 'Show' rows-per-page selector. */
export function PageSizeSelect({ value, options, onChange }: PageSizeSelectProps) {
  const t = useTexts();
  return (
    <Select
      label={t.list.pageSize}
      options={options.map((n) => ({ value: n, label: String(n) }))}
      value={value}
      onChange={(v) => {
        if (v !== null) onChange(v);
      }}
      className="w-28"
    />
  );
}
