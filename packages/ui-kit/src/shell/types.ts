/** The settings panel's choices (spec §2.13). */
type ShellLayout = 'vertical' | 'horizontal';
type ShellWidth = 'fluid' | 'boxed' | 'scrollable';
export type SidebarTheme = 'dark' | 'light' | 'compact' | 'icon' | 'colored';
export type TopbarTheme = 'dark' | 'light' | 'colored';
/** The colours: the system's preference, or light or dark whatever it says. */
type ColorTheme = 'system' | 'light' | 'dark';

export interface ShellSettings {
  theme: ColorTheme;
  layout: ShellLayout;
  width: ShellWidth;
  sidebar: SidebarTheme;
  topbar: TopbarTheme;
  preloader: boolean;
}

/** The console's two languages. */
export type KitLocale = 'id' | 'en';

/** A navigation entry built from the allowed menus: a LABEL is a heading, a MENU a link. */
export interface NavItem {
  id: string | number;
  label: string;
  href?: string;
  icon?: string | null;
  /** The menu's link name, as `data-menu` on its link: a stable hook for tests. */
  name?: string | null;
  kind?: 'MENU' | 'LABEL';
  children?: readonly NavItem[];
}

/** Whether an item or one of its descendants is the current page (to open and mark its branch). */
export function containsActive(item: NavItem, activeId: NavItem['id'] | null | undefined): boolean {
  return item.id === activeId || (item.children ?? []).some((c) => containsActive(c, activeId));
}
