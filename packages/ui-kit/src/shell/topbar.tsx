import { Menu, MenuButton } from '@headlessui/react';
import { MenuItemList } from '../lib/action-menu';
import { Choice } from '../lib/choice';
import { cx } from '../lib/cx';
import { Icon, type IconName } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { foldChoice, TopbarMore } from './topbar-more';
import type { KitLocale, TopbarTheme } from './types';

interface TopbarRole {
  id: number;
  name: string;
}

export interface TopbarProps {
  /** The logo from the configuration (LOGO_FULL_*); nothing shows without one. */
  logoUrl?: string | null;
  /** Where the logo links to (the dashboard). */
  homeHref?: string;
  theme: TopbarTheme;
  menuOpen: boolean;
  onToggleMenu: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  roles: readonly TopbarRole[];
  activeRoleId: number;
  /** Only called for a role other than the active one. */
  onSwitchRole: (id: number) => void;
  user: { name: string; photoUrl?: string | null };
  onProfile: () => void;
  onLogout: () => void;
  locale: KitLocale;
  onLocaleChange: (locale: KitLocale) => void;
  onOpenSettings: () => void;
  /** Opens the palette (jump anywhere); its keyboard shortcut as the user reads it ('Ctrl K'). */
  palette?: { onOpen: () => void; shortcut: string; keys: string };
  /** id of the side menu the toggle controls. */
  sidebarId?: string;
  className?: string;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-current/15';

/**
 * The top bar: logo, menu and full-screen toggles, role and language pickers, settings, user menu.
 * Below the `lg` width the full-screen toggle, the pickers and settings fold into one menu, so
 * the bar fits a 390 px phone.
 */
export function Topbar(props: TopbarProps) {
  const t = useTexts();
  const { theme, roles, activeRoleId, onSwitchRole, locale, onLocaleChange } = props;
  const roleChoice = {
    heading: t.shell.role,
    options: roles.map((r) => ({ value: r.id, label: r.name })),
    value: activeRoleId,
    onChange: (id: number) => {
      if (id !== activeRoleId) onSwitchRole(id);
    },
  };
  const languageChoice = {
    heading: t.shell.language,
    options: [
      { value: 'id' as const, label: t.shell.languageId },
      { value: 'en' as const, label: t.shell.languageEn },
    ],
    value: locale,
    onChange: onLocaleChange,
  };
  // Without a configured logo the product's name stands in: the bar is never brandless.
  const logo = props.logoUrl ? (
    <img src={props.logoUrl} alt={t.shell.logo} className="h-8 w-auto max-w-32 object-contain" />
  ) : (
    <span data-slot="brand" className="sr-only text-lg font-semibold sm:not-sr-only">
      {t.auth.product}
    </span>
  );
  return (
    <header
      data-slot="topbar"
      data-topbar-theme={theme}
      className={cx(
        'flex h-16 min-w-0 items-center gap-1 bg-topbar px-2 text-topbar-fg shadow-sm sm:gap-2 sm:px-3',
        props.className,
      )}
    >
      {logo && props.homeHref ? (
        <a
          href={props.homeHref}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          {logo}
        </a>
      ) : (
        logo
      )}
      <ToggleButton
        icon="menu"
        label={t.shell.toggleMenu}
        onClick={props.onToggleMenu}
        expanded={props.menuOpen}
        controls={props.sidebarId}
      />
      <ToggleButton
        icon={props.fullscreen ? 'compress' : 'expand'}
        label={t.shell.fullscreen}
        onClick={props.onToggleFullscreen}
        pressed={props.fullscreen}
        className="max-lg:hidden"
      />
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        {props.palette ? <PaletteButton {...props.palette} /> : null}
        <div data-slot="topbar-extras" className="hidden items-center gap-2 lg:flex">
          {roles.length ? <Choice label={t.shell.role} slot="role-switch" {...roleChoice} /> : null}
          <Choice label={t.shell.language} slot="language-switch" {...languageChoice} />
          <ToggleButton icon="settings" label={t.shell.settings} onClick={props.onOpenSettings} />
        </div>
        <TopbarMore
          className="lg:hidden"
          actions={[
            {
              label: t.shell.fullscreen,
              icon: props.fullscreen ? 'compress' : 'expand',
              onSelect: props.onToggleFullscreen,
            },
            { label: t.shell.settings, icon: 'settings', onSelect: props.onOpenSettings },
          ]}
          choices={[...(roles.length ? [foldChoice(roleChoice)] : []), foldChoice(languageChoice)]}
        />
        <UserMenu {...props} />
      </div>
    </header>
  );
}

function ToggleButton({
  icon,
  label,
  onClick,
  pressed,
  expanded,
  controls,
  className,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string | undefined;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cx(iconButton, className)}
      onClick={onClick}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
    >
      <Icon name={icon} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The palette's way in for a pointer or a finger; its shortcut shown beside, where there is room. */
function PaletteButton({ onOpen, shortcut, keys }: NonNullable<TopbarProps['palette']>) {
  const t = useTexts();
  return (
    <button
      type="button"
      data-slot="palette-button"
      onClick={onOpen}
      aria-keyshortcuts={keys}
      className="inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-md px-2 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-ring md:border md:border-current/20"
    >
      <Icon name="search" className="size-5" />
      <span className="max-md:sr-only">{t.palette.open}</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-current/30 px-1.5 font-sans text-xs md:inline"
      >
        {shortcut}
      </kbd>
    </button>
  );
}

function UserMenu({
  user,
  onProfile,
  onLogout,
}: Pick<TopbarProps, 'user' | 'onProfile' | 'onLogout'>) {
  const t = useTexts();
  return (
    <Menu as="div" className="relative" data-slot="user-menu">
      <MenuButton
        aria-label={`${t.shell.userMenu}: ${user.name}`}
        className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {user.photoUrl ? (
          <img src={user.photoUrl} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            data-slot="avatar-placeholder"
            className="flex size-8 items-center justify-center rounded-full bg-current/15"
          >
            <Icon name="user" />
          </span>
        )}
        <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
        <Icon name="chevronDown" className="size-3.5" />
      </MenuButton>
      <MenuItemList
        items={[
          { label: t.auth.profile, onSelect: onProfile, icon: 'user' },
          { label: t.auth.signOut, onSelect: onLogout, icon: 'close', danger: true },
        ]}
      />
    </Menu>
  );
}
