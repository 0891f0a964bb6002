import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts';
import { Select } from './select';

/** The stored values of a Ya/Tidak configuration key. */
export type YaTidak = 'Ya' | 'Tidak';

export interface YaTidakSelectProps {
  label: ReactNode;
  value: YaTidak | null;
  onChange: (value: YaTidak) => void;
  error?: string | null;
}

/** Select for ONE_TIME_LOGIN / CAPTCHA: stores 'Ya' or 'Tidak', shows them in the UI language. */
export function YaTidakSelect({ label, value, onChange, error }: YaTidakSelectProps) {
  const t = useTexts();
  const options = [
    { value: 'Ya' as const, label: t.config.ya },
    { value: 'Tidak' as const, label: t.config.tidak },
  ];
  return (
    <Select
      label={label}
      options={options}
      value={value}
      error={error}
      onChange={(v) => {
        if (v) onChange(v);
      }}
    />
  );
}
