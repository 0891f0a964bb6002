import { ComboboxButton } from '@headlessui/react';
import { Icon } from '../lib/icons';

/** The chevron at a combobox input's end that opens the whole list; named by the field's label. */
export function ComboboxToggle({ label }: { label: string }) {
  return (
    <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2 text-muted-fg">
      <span className="sr-only">{label}</span>
      <Icon name="chevronDown" />
    </ComboboxButton>
  );
}
