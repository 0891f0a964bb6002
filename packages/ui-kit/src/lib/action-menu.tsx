import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cx } from './cx';
import { Icon, type IconName } from './icons';
import { anchorBelowEnd } from './anchors';

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  icon?: IconName;
  danger?: boolean;
}

export interface ActionMenuProps {
  /** The button's accessible name (it shows only an icon). */
  label: string;
  items: readonly ActionMenuItem[];
  className?: string;
}

/** A '⋮' button opening a menu of actions; arrow keys, Enter and Escape come from Headless UI. */
export function ActionMenu({ label, items, className }: ActionMenuProps) {
  return (
    <Menu as="div" className={cx('relative', className)} data-slot="action-menu">
      <MenuButton className="rounded-md p-1.5 text-muted-fg hover:bg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring">
        <Icon name="dots" />
        <span className="sr-only">{label}</span>
      </MenuButton>
      <MenuItemList items={items} />
    </Menu>
  );
}

/** The open list of a Headless UI Menu: one button per item, dangerous ones in red. */
export function MenuItemList({ items }: { items: readonly ActionMenuItem[] }) {
  return (
    <MenuItems
      // Not modal: the rest of the page stays as it is for assistive tech while the menu is open.
      modal={false}
      // Placed by floating-ui (Headless UI's anchor): flips above and shifts inward at the
      // viewport's edge instead of spilling off a short or narrow screen.
      anchor={anchorBelowEnd}
      className="z-40 min-w-40 rounded-md border border-border bg-surface py-1 text-sm text-fg shadow-lg focus:outline-none"
    >
      {items.map((item) => (
        <MenuItem key={item.label}>
          <button
            type="button"
            onClick={item.onSelect}
            className={cx(
              'flex w-full items-center gap-2 px-3 py-2 text-left data-[focus]:bg-muted',
              item.danger ? 'text-danger-ink' : 'text-fg',
            )}
          >
            {item.icon ? <Icon name={item.icon} /> : null}
            {item.label}
          </button>
        </MenuItem>
      ))}
    </MenuItems>
  );
}
