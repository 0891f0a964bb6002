import { DIALOG_MS, SIDEBAR_BREAKPOINT_PX } from '@cermat/core';
import { ErrorDialog, SuccessDialog, cx } from '@cermat/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { InShellContext } from '@/components/in-shell';
import { fileUrl, logoUrl } from '@/lib/configuration';
import { useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { settings } from '@/lib/settings';
import { useRoleSwitch } from '../hooks/use-role-switch';
import { useSessionRefresh } from '../hooks/use-session-refresh';
import { useSideMenu } from '../hooks/use-side-menu';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { Preloader } from './preloader';
import { SettingsPanel } from './settings-panel';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const wide = () => window.matchMedia?.(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`).matches ?? true;

/** The console's frame (spec §2.13) around every signed-in screen. */
export function Layout({
  breadcrumb,
  children,
}: {
  breadcrumb: readonly string[];
  children: ReactNode;
}) {
  const texts = useTexts();
  const snap = useSnapshot(session);
  const look = useSnapshot(settings);
  const tree = useSideMenu();
  const roleSwitch = useRoleSwitch();
  const [menuOpen, setMenuOpen] = useState(wide);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useSessionRefresh();
  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
    const follow = () => setMenuOpen(query.matches);
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, []);
  const horizontal = look.layout === 'horizontal';
  const logoKey = look.topbar === 'light' ? 'LOGO_FULL_LIGHT' : 'LOGO_FULL_DARK';
  return (
    <div
      data-layout={look.layout}
      data-width={look.width}
      data-sidebar-theme={look.sidebar}
      data-topbar-theme={look.topbar}
      className="min-h-screen bg-bg text-fg"
    >
      <a
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only"
      >
        {texts.shell.navigation}
      </a>
      <Preloader enabled={look.preloader} />
      <TopBar
        logo={logoUrl(snap.configuration, logoKey)}
        userName={snap.user?.name ?? ''}
        photo={fileUrl(snap.user?.path_photo)}
        roles={snap.session_role}
        activeRoleId={snap.session_role_active_id}
        onRoleChange={roleSwitch.choose}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      {horizontal && menuOpen ? <HorizontalMenu tree={tree} /> : null}
      <div className="flex">
        {!horizontal && menuOpen ? (
          <aside
            className={cx(
              'w-64 shrink-0 bg-sidebar',
              look.width === 'scrollable'
                ? ''
                : 'sticky top-16 h-[calc(100vh-4rem)] overflow-y-auto',
            )}
          >
            <SideMenu tree={tree} />
          </aside>
        ) : null}
        <div className="flex min-h-[calc(100vh-4rem)] min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            <Breadcrumb trail={breadcrumb} />
            <InShellContext.Provider value>{children}</InShellContext.Provider>
          </main>
          <Footer />
        </div>
      </div>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <SuccessDialog
        open={roleSwitch.switched}
        message={texts.success.roleSwitched}
        autoCloseMs={DIALOG_MS * 10}
        onClose={() => undefined}
      />
      <ErrorDialog
        open={roleSwitch.error !== null}
        message={roleSwitch.error ?? ''}
        onClose={roleSwitch.dismiss}
      />
    </div>
  );
}
