import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { cx } from './cx';
import { Icon } from './icons';
import { anchorBelowEnd } from './anchors';

export interface ChoiceProps<V extends string | number> {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
  /** `data-slot` of the picker (e.g. 'role-switch'), a stable hook for tests. */
  slot?: string;
}

/**
 * A compact single-choice dropdown for bars (role, language) with listbox keyboard behaviour.
 * The button's name says what and which ('Role: Admin'); the label itself is not shown.
 */
export function Choice<V extends string | number>({
  label,
  options,
  value,
  onChange,
  className,
  slot = 'choice',
}: ChoiceProps<V>) {
  const current = options.find((o) => o.value === value);
  return (
    <div className={cx('relative', className)} data-slot={slot}>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton
          aria-label={`${label}: ${current?.label ?? ''}`}
          className="inline-flex h-9 items-center gap-2 rounded-md border border-current/25 px-3 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {current?.label ?? ''}
          <Icon name="chevronDown" className="size-3.5" />
        </ListboxButton>
        <ListboxOptions
          modal={false}
          // floating-ui through Headless UI's anchor: flips and shifts at the viewport's edge.
          anchor={anchorBelowEnd}
          className="z-40 min-w-44 rounded-md border border-border bg-surface py-1 text-sm text-fg shadow-lg focus:outline-none"
        >
          {options.map((o) => (
            <ListboxOption
              key={String(o.value)}
              value={o.value}
              className="group flex cursor-default items-center gap-2 px-3 py-2 data-[focus]:bg-muted"
            >
              <Icon name="check" className="size-4 invisible group-data-[selected]:visible" />
              {o.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </div>
  );
}
