import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { cx } from '../lib/cx';
import { Icon, type IconName } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { anchorBelowEnd } from '../lib/anchors';

export interface FoldedChoice<V extends string | number> {
  heading: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

interface FoldedGroup {
  heading: string;
  options: ReadonlyArray<{ label: string; checked: boolean; onSelect: () => void }>;
}

/** A choice as the folded menu lists it: each option knows whether it is the current one. */
export function foldChoice<V extends string | number>(choice: FoldedChoice<V>): FoldedGroup {
  return {
    heading: choice.heading,
    options: choice.options.map((o) => ({
      label: o.label,
      checked: o.value === choice.value,
      onSelect: () => choice.onChange(o.value),
    })),
  };
}

export interface TopbarMoreProps {
  actions: ReadonlyArray<{ label: string; icon: IconName; onSelect: () => void }>;
  choices: readonly FoldedGroup[];
  className?: string;
}

const itemClass = 'flex w-full items-center gap-2 px-3 py-2 text-left data-[focus]:bg-muted';

/**
 * The top bar's extras folded into one '⋮' menu on a narrow screen: its actions, then each
 * choice (role, language) as a group of items, the current one ticked and `aria-current`
 * (Headless UI makes every entry a `menuitem`, which may not carry `aria-checked`).
 */
export function TopbarMore({ actions, choices, className }: TopbarMoreProps) {
  const t = useTexts();
  return (
    <Menu as="div" className={className} data-slot="topbar-more">
      <MenuButton className="inline-flex size-9 items-center justify-center rounded-md hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-ring">
        <Icon name="dots" className="size-5" />
        <span className="sr-only">{t.shell.more}</span>
      </MenuButton>
      <MenuItems
        modal={false}
        // floating-ui through Headless UI's anchor: flips and shifts at the viewport's edge.
        anchor={anchorBelowEnd}
        className="z-40 max-h-[80vh] min-w-52 overflow-y-auto rounded-md border border-border bg-surface py-1 text-sm text-fg shadow-lg focus:outline-none"
      >
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <button type="button" onClick={action.onSelect} className={itemClass}>
              <Icon name={action.icon} />
              {action.label}
            </button>
          </MenuItem>
        ))}
        {choices.map((choice) => (
          <MenuSection key={choice.heading}>
            <MenuSeparator className="my-1 h-px bg-border" />
            <MenuHeading className="px-3 py-1 text-xs font-semibold text-muted-fg uppercase">
              {choice.heading}
            </MenuHeading>
            {choice.options.map((option) => (
              <MenuItem key={option.label}>
                <button
                  type="button"
                  aria-current={option.checked || undefined}
                  onClick={option.onSelect}
                  className={itemClass}
                >
                  <Icon name="check" className={cx('size-4', !option.checked && 'invisible')} />
                  {option.label}
                </button>
              </MenuItem>
            ))}
          </MenuSection>
        ))}
      </MenuItems>
    </Menu>
  );
}
