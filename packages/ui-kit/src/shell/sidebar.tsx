import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { memo, useState, type MouseEvent } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';
import { useMediaQuery } from '../lib/use-media-query';
import { useTexts } from '../lib/texts';
import { useTooltip, type TooltipHandle } from '../lib/tooltip';
import { MenuIcon } from '../trees/menu-icon';
import { containsActive, type NavItem, type SidebarTheme } from './types';

export interface SidebarProps {
  items: readonly NavItem[];
  activeId?: NavItem['id'] | null;
  theme: SidebarTheme;
  /** The top bar's menu toggle: wide screens shrink to icons when false, narrow ones hide. */
  open: boolean;
  /** Below this width the side menu is an overlay drawer (the spec's 992 px). */
  collapseBelowPx: number;
  /** Escape or a click outside the drawer on a narrow screen (focus then returns to the toggle). */
  onClose: () => void;
  id?: string;
  /** Placement on the page (e.g. sticky under the top bar); not used by the drawer. */
  className?: string;
  /** Said instead of a blank menu when there are no items ('Role ini belum memiliki menu.'). */
  empty?: string;
}

type Mode = 'expanded' | 'collapsed' | 'drawer' | 'hidden';

const widths: Record<SidebarTheme, string> = {
  dark: 'w-64',
  light: 'w-64',
  colored: 'w-64',
  compact: 'w-52 text-xs',
  icon: 'w-16',
};

/**
 * The side menu of allowed menus: LABEL items are headings, menus with submenus open in place.
 * Themes dark, light, compact, icon and colored; below `collapseBelowPx` it becomes a drawer.
 */
export function Sidebar({
  items,
  activeId,
  theme,
  open,
  collapseBelowPx,
  onClose,
  id,
  className,
  empty,
}: SidebarProps) {
  const t = useTexts();
  const narrow = useMediaQuery(`(max-width: ${collapseBelowPx - 0.02}px)`);
  const mode: Mode = narrow ? (open ? 'drawer' : 'hidden') : open ? 'expanded' : 'collapsed';
  const iconsOnly = mode === 'collapsed' || (theme === 'icon' && mode !== 'drawer');

  const nav = (
    <nav aria-label={t.shell.navigation}>
      <NavList items={items} activeId={activeId} iconsOnly={iconsOnly} level={1} />
      {items.length === 0 && empty ? (
        <p data-slot="nav-empty" className={iconsOnly ? 'sr-only' : 'px-4 py-2'}>
          {empty}
        </p>
      ) : null}
    </nav>
  );

  // On a narrow screen the open menu covers the page: a modal drawer that traps focus,
  // closes on Escape or a click outside, and gives focus back to the menu toggle.
  if (mode === 'drawer') {
    // Choosing a page closes the drawer; the route changes behind it.
    const closeOnLink = (e: MouseEvent<HTMLElement>) => {
      if ((e.target as HTMLElement).closest('a')) onClose();
    };
    return (
      <Dialog open onClose={onClose} className="relative z-40" aria-label={t.shell.navigation}>
        <DialogBackdrop className="fixed inset-0 bg-overlay" />
        <DialogPanel
          id={id}
          data-slot="sidebar"
          data-state={mode}
          data-sidebar-theme={theme}
          className="fixed inset-y-0 left-0 w-64 overflow-y-auto bg-sidebar py-3 text-sm text-sidebar-fg shadow-xl"
          onClick={closeOnLink}
        >
          {nav}
        </DialogPanel>
      </Dialog>
    );
  }

  return (
    <aside
      id={id}
      data-slot="sidebar"
      data-state={mode}
      data-sidebar-theme={theme}
      hidden={mode === 'hidden'}
      className={cx(
        'shrink-0 overflow-y-auto bg-sidebar py-3 text-sm text-sidebar-fg',
        iconsOnly ? 'w-16' : widths[theme],
        className,
      )}
    >
      {nav}
    </aside>
  );
}

interface NavListProps {
  items: readonly NavItem[];
  hidden?: boolean;
  activeId: NavItem['id'] | null | undefined;
  iconsOnly: boolean;
  level: number;
}

function NavList({ items, activeId, iconsOnly, level, hidden }: NavListProps) {
  return (
    <ul
      hidden={hidden}
      className={cx(
        'grid gap-0.5',
        level > 1 && !iconsOnly && 'ml-4 border-l border-sidebar-muted/30 pl-2',
        // Icons only, a group's children still read as its children: a rule on their left,
        // the width it takes given back by narrower entries (nestedEntryClass).
        level > 1 && iconsOnly && 'ml-2 border-l-2 border-sidebar-muted/50',
      )}
    >
      {items.map((item) =>
        item.kind === 'LABEL' ? (
          <li
            key={item.id}
            // sr-only sets padding and overflow itself: it replaces the visible classes, never
            // joins them (see cx).
            className={
              iconsOnly
                ? 'sr-only'
                : 'px-4 pt-4 pb-1 text-xs font-semibold tracking-wide text-sidebar-muted uppercase'
            }
          >
            {item.label}
          </li>
        ) : (
          <NavEntry
            key={item.id}
            item={item}
            // Only the branches that hold the current page see it, so a navigation
            // re-renders those entries and not the whole menu.
            activeId={containsActive(item, activeId) ? activeId : null}
            iconsOnly={iconsOnly}
            level={level}
          />
        ),
      )}
    </ul>
  );
}

const entryBase =
  'flex items-center gap-3 rounded-md py-2 text-left hover:bg-sidebar-active focus-visible:outline-2 focus-visible:outline-ring';
const entryClass = (iconsOnly: boolean, level: number) =>
  cx(
    entryBase,
    iconsOnly && level > 1 ? 'mx-1 w-[calc(100%-0.5rem)] px-2' : 'mx-2 w-[calc(100%-1rem)] px-3',
  );

type EntryProps = Omit<NavListProps, 'items'> & { item: NavItem };

const NavEntry = memo(function NavEntry(props: EntryProps) {
  // A branch gets the current page only when it holds it (see NavList): then it opens,
  // also when it comes to hold it after it mounted (the menus may arrive before the page
  // is known, as on a busy machine). Adjusted while rendering, React's way for state that
  // follows a prop.
  const holds = props.activeId != null;
  const [expanded, setExpanded] = useState(holds);
  const [held, setHeld] = useState(holds);
  if (held !== holds) {
    setHeld(holds);
    if (holds) setExpanded(true);
  }
  const toggle = () => setExpanded((v) => !v);
  // Icons only: the name stays the link's accessible name and shows beside it on hover or
  // focus. Only then does an entry mount the tooltip's hooks.
  return props.iconsOnly ? (
    <TippedEntry {...props} expanded={expanded} onToggle={toggle} />
  ) : (
    <EntryBody {...props} expanded={expanded} onToggle={toggle} />
  );
});

type BodyProps = EntryProps & { expanded: boolean; onToggle: () => void };

function TippedEntry(props: BodyProps) {
  const tip = useTooltip(props.item.label, true, 'right');
  return <EntryBody {...props} tip={tip} />;
}

function EntryBody({
  item,
  activeId,
  iconsOnly,
  level,
  expanded,
  onToggle,
  tip,
}: BodyProps & { tip?: TooltipHandle }) {
  const label = (
    <span data-slot="menu-label" className={iconsOnly ? 'sr-only' : 'truncate'}>
      {item.label}
    </span>
  );
  const hooks = {
    ref: tip?.setReference,
    'data-menu': item.name ?? undefined,
    ...tip?.referenceProps,
  };
  if (item.children?.length) {
    return (
      <li>
        <button
          {...hooks}
          type="button"
          aria-expanded={expanded}
          onClick={onToggle}
          className={cx(entryClass(iconsOnly, level), activeId != null && 'font-semibold')}
        >
          <MenuIcon icon={item.icon} className="size-5 shrink-0" />
          {label}
          {iconsOnly ? null : (
            <Icon name={expanded ? 'chevronDown' : 'chevronRight'} className="ml-auto size-3.5" />
          )}
        </button>
        {tip?.tooltip}
        {/* Kept in the page while shut (hidden), so every allowed link is always there to find. */}
        <NavList
          items={item.children}
          activeId={activeId}
          iconsOnly={iconsOnly}
          level={level + 1}
          hidden={!expanded}
        />
      </li>
    );
  }
  const current = item.id === activeId;
  return (
    <li>
      <a
        {...hooks}
        href={item.href}
        aria-current={current ? 'page' : undefined}
        className={cx(entryClass(iconsOnly, level), current && 'bg-sidebar-active font-semibold')}
      >
        <MenuIcon icon={item.icon} className="size-5 shrink-0" />
        {label}
      </a>
      {tip?.tooltip}
    </li>
  );
}
