import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { MenuIcon } from '../trees/menu-icon';
import { containsActive, type NavItem } from './types';
import { anchorBelowStart } from '../lib/anchors';

export interface HorizontalNavProps {
  items: readonly NavItem[];
  activeId?: NavItem['id'] | null;
  /** A dropdown with more entries than this becomes a 3-column mega-menu (the spec's 11). */
  megaMenuAbove: number;
  /** Said instead of an empty bar when there are no items ('Role ini belum memiliki menu.'). */
  empty?: string;
}

const linkClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/** The horizontal layout's menu bar: top-level links and dropdowns, large ones as a mega-menu. */
export function HorizontalNav({ items, activeId, megaMenuAbove, empty }: HorizontalNavProps) {
  const t = useTexts();
  return (
    <nav
      aria-label={t.shell.navigation}
      data-slot="horizontal-nav"
      className="border-b border-border bg-surface text-fg"
    >
      <ul className="flex flex-wrap items-center gap-1 px-3 py-1">
        {items
          .filter((item) => item.kind !== 'LABEL')
          .map((item) => (
            <li key={item.id} className="relative">
              {item.children?.length ? (
                <Dropdown item={item} activeId={activeId} megaMenuAbove={megaMenuAbove} />
              ) : (
                <a
                  href={item.href}
                  data-menu={item.name ?? undefined}
                  aria-current={item.id === activeId ? 'page' : undefined}
                  className={linkClass}
                >
                  <MenuIcon icon={item.icon} />
                  {item.label}
                </a>
              )}
            </li>
          ))}
      </ul>
      {items.length === 0 && empty ? (
        <p data-slot="nav-empty" className="px-6 py-2 text-sm">
          {empty}
        </p>
      ) : null}
    </nav>
  );
}

// Sub-submenus are listed under their menu, so every allowed page is one click away.
const flatten = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((i) => (i.children?.length ? flatten(i.children) : i.kind === 'LABEL' ? [] : [i]));

function Dropdown({
  item,
  activeId,
  megaMenuAbove,
}: { item: NavItem } & Omit<HorizontalNavProps, 'items'>) {
  const entries = flatten(item.children ?? []);
  const mega = entries.length > megaMenuAbove;
  return (
    <Popover>
      <PopoverButton
        data-menu={item.name ?? undefined}
        className={cx(linkClass, containsActive(item, activeId) && 'font-semibold text-primary')}
      >
        <MenuIcon icon={item.icon} />
        {item.label}
        <Icon name="chevronDown" className="size-3.5" />
      </PopoverButton>
      <PopoverPanel
        data-slot="dropdown"
        data-variant={mega ? 'mega' : 'list'}
        // floating-ui through Headless UI's anchor: a wide mega-menu shifts back inside the
        // viewport instead of running off its right edge.
        anchor={anchorBelowStart}
        className={cx(
          'z-40 rounded-md border border-border bg-surface p-2 shadow-lg',
          mega
            ? 'grid w-[42rem] max-w-[90vw] grid-cols-1 gap-1 md:grid-cols-3'
            : 'grid min-w-52 gap-0.5',
        )}
      >
        {/* Hash routes keep the bar mounted, so choosing an entry closes the dropdown itself. */}
        {entries.map((entry) => (
          <CloseButton
            as="a"
            key={entry.id}
            href={entry.href}
            data-menu={entry.name ?? undefined}
            aria-current={entry.id === activeId ? 'page' : undefined}
            className={linkClass}
          >
            {entry.label}
          </CloseButton>
        ))}
      </PopoverPanel>
    </Popover>
  );
}
