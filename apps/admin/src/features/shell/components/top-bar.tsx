import { Button, Icon } from '@cermat/ui-kit';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useLocale, useTexts, type Locale } from '@/lib/i18n';

export interface TopBarProps {
  logo: string | null;
  userName: string;
  photo: string | null;
  roles: readonly { id_role: number; role_name: string }[];
  activeRoleId: number | null;
  onRoleChange: (idRole: number) => void;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
}

function useFullscreen() {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void change.then(() => setOn(document.fullscreenElement !== null)).catch(() => undefined);
  };
  return [on, toggle] as const;
}

const selectClass = 'h-9 rounded-md border border-border bg-surface px-2 text-sm text-fg';

/** Logo, menu and full-screen toggles, role and language choice, settings, the user's menu. */
export function TopBar(props: TopBarProps) {
  const texts = useTexts();
  const [locale, setLocale] = useLocale();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  return (
    <header
      data-slot="top-bar"
      className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border bg-topbar px-3 text-topbar-fg"
    >
      <Link href={paths.dashboard()} className="flex items-center gap-2 font-semibold">
        {props.logo ? (
          <img src={props.logo} alt={texts.shell.logo} className="h-9 max-w-40 object-contain" />
        ) : (
          <span>Cermat</span>
        )}
      </Link>
      <Button tone="ghost" size="icon" aria-expanded={props.menuOpen} onClick={props.onToggleMenu}>
        <Icon name="menu" className="size-5" />
        <span className="sr-only">{texts.shell.toggleMenu}</span>
      </Button>
      <Button tone="ghost" size="icon" aria-pressed={fullscreen} onClick={toggleFullscreen}>
        <Icon name={fullscreen ? 'compress' : 'expand'} className="size-5" />
        <span className="sr-only">
          {fullscreen ? texts.shell.exitFullscreen : texts.shell.fullscreen}
        </span>
      </Button>
      <div className="ml-auto flex items-center gap-2">
        <label className="flex items-center gap-1 text-sm">
          <span className="sr-only sm:not-sr-only">{texts.shell.role}</span>
          <select
            className={selectClass}
            data-slot="role-switch"
            value={props.activeRoleId ?? ''}
            onChange={(e) => props.onRoleChange(Number(e.target.value))}
          >
            {props.roles.map((role) => (
              <option key={role.id_role} value={role.id_role}>
                {role.role_name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm">
          <span className="sr-only">{texts.shell.language}</span>
          <select
            className={selectClass}
            data-slot="language-switch"
            value={locale}
            onChange={(e) => setLocale(e.target.value as Locale)}
          >
            <option value="id">{texts.shell.languageId}</option>
            <option value="en">{texts.shell.languageEn}</option>
          </select>
        </label>
        <Button tone="ghost" size="icon" onClick={props.onOpenSettings}>
          <Icon name="settings" className="size-5" />
          <span className="sr-only">{texts.shell.settings}</span>
        </Button>
        <UserMenu name={props.userName} photo={props.photo} />
      </div>
    </header>
  );
}

function UserMenu({ name, photo }: { name: string; photo: string | null }) {
  const texts = useTexts();
  return (
    <details className="relative" data-slot="user-menu">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-muted/40">
        {photo ? (
          <img src={photo} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <Icon name="user" className="size-6" />
        )}
        <span className="text-sm">{name}</span>
        <span className="sr-only">{texts.shell.userMenu}</span>
      </summary>
      <ul className="absolute right-0 z-30 mt-1 grid min-w-40 gap-0.5 rounded-md border border-border bg-surface p-1 text-fg shadow-lg">
        <li>
          <Link href={paths.profile()} className="block rounded px-3 py-2 text-sm hover:bg-muted">
            {texts.auth.profile}
          </Link>
        </li>
        <li>
          <Link href={paths.logout()} className="block rounded px-3 py-2 text-sm hover:bg-muted">
            {texts.auth.signOut}
          </Link>
        </li>
      </ul>
    </details>
  );
}
