import {
  crumbText,
  DIALOG_MS,
  MEGA_MENU_THRESHOLD,
  PRELOADER_MS,
  SIDEBAR_BREAKPOINT_PX,
  type Crumb,
} from '@cermat/core';
import {
  Breadcrumbs,
  ErrorDialog,
  Footer,
  HorizontalNav,
  Preloader,
  SettingsPanel,
  Sidebar,
  SuccessDialog,
  Topbar,
  cx,
  type TopbarProps,
  useMediaQuery,
} from '@cermat/ui-kit';
import { Suspense, useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useSnapshot } from 'valtio';
import { InShellContext } from '@/components/in-shell';
import { LoadingScreen } from '@/components/progress-bar';
import { paths } from '@/config/paths';
import { fileUrl, logoUrl } from '@/lib/configuration';
import { navigate } from '@/lib/hash-location';
import { useLocale, useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { changedLook, updateSettings, useLook } from '@/lib/settings';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useNavItems } from '../hooks/use-nav-items';
import { usePreloader } from '../hooks/use-preloader';
import { useRoleSwitch } from '../hooks/use-role-switch';
import { useSessionRefresh } from '../hooks/use-session-refresh';

const SIDEBAR_ID = 'side-menu';

/** The console's frame (spec §2.13) around every signed-in screen, made of the kit's parts. */
export function Layout({
  breadcrumb,
  onLinkIntent,
  palette,
  children,
}: {
  breadcrumb: readonly Crumb[];
  /** The top bar's way into the palette (the app composes the palette beside the frame). */
  palette?: TopbarProps['palette'];
  /** A link (its href) the pointer is over or the focus is on: the next move is likely there. */
  onLinkIntent?: (href: string) => void;
  children: ReactNode;
}) {
  const texts = useTexts();
  const snap = useSnapshot(session);
  const look = useLook();
  const [locale, setLocale] = useLocale();
  const nav = useNavItems();
  const roleSwitch = useRoleSwitch();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [preloading, endPreloader] = usePreloader(look.preloader);
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
  // Open beside the page on a wide screen; on a narrow one the menu is a drawer, shut until asked.
  const [menuOpen, setMenuOpen] = useState(wide);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useSessionRefresh();
  useEffect(() => setMenuOpen(wide), [wide]);
  const horizontal = look.layout === 'horizontal' && wide;
  // Fluid and boxed keep the bars in view; scrollable lets them scroll away with the page.
  const pinned = look.width !== 'scrollable';
  // One listener for every link of the frame, its menus and the screen (portals included).
  const intent = (event: SyntheticEvent) => {
    const href = (event.target as Element).closest?.('a[href]')?.getAttribute('href');
    if (href) onLinkIntent?.(href);
  };
  return (
    <div className="min-h-screen bg-bg text-fg" onPointerOver={intent} onFocus={intent}>
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
      <Preloader active={preloading} durationMs={PRELOADER_MS} onDone={endPreloader} />
      <div
        data-slot="frame"
        data-layout={look.layout}
        data-width={look.width}
        className="flex min-h-screen flex-col"
      >
        <Topbar
          className={cx(pinned && 'sticky top-0', 'z-30')}
          theme={look.topbar}
          logoUrl={logoUrl(
            snap.configuration,
            look.topbar === 'light' ? 'LOGO_FULL_LIGHT' : 'LOGO_FULL_DARK',
          )}
          homeHref={`#${paths.dashboard()}`}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          sidebarId={horizontal ? undefined : SIDEBAR_ID}
          fullscreen={fullscreen}
          onToggleFullscreen={toggleFullscreen}
          roles={snap.session_role.map((r) => ({ id: r.id_role, name: r.role_name }))}
          activeRoleId={snap.session_role_active_id ?? 0}
          onSwitchRole={roleSwitch.choose}
          user={{ name: snap.user?.name ?? '', photoUrl: fileUrl(snap.user?.path_photo) }}
          onProfile={() => navigate(paths.profile())}
          onLogout={() => navigate(paths.logout())}
          locale={locale}
          onLocaleChange={setLocale}
          onOpenSettings={() => setSettingsOpen(true)}
          palette={palette}
        />
        {horizontal && menuOpen ? (
          <HorizontalNav
            items={nav.items}
            activeId={nav.activeId}
            megaMenuAbove={MEGA_MENU_THRESHOLD}
            empty={texts.shell.noMenu}
          />
        ) : null}
        <div className="flex min-w-0 flex-1">
          {horizontal ? null : (
            <Sidebar
              id={SIDEBAR_ID}
              className={cx(pinned && 'sticky top-16 h-[calc(100vh-4rem)]')}
              items={nav.items}
              activeId={nav.activeId}
              theme={look.sidebar}
              open={menuOpen}
              collapseBelowPx={SIDEBAR_BREAKPOINT_PX}
              onClose={() => setMenuOpen(false)}
              empty={texts.shell.noMenu}
            />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-3 outline-none sm:p-6">
              <Breadcrumbs
                items={breadcrumb.map((crumb) => ({ label: crumbText(crumb, texts) }))}
              />
              {/* A screen still loading suspends here, so the frame stays shown meanwhile. */}
              <Suspense fallback={<LoadingScreen />}>
                <InShellContext.Provider value>{children}</InShellContext.Provider>
              </Suspense>
            </main>
            <Footer year={new Date().getFullYear()} />
          </div>
        </div>
      </div>
      <SettingsPanel
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        settings={look}
        onChange={(next) => updateSettings(changedLook(look, next))}
      />
      <SuccessDialog
        open={roleSwitch.switched}
        // The page reloads when this closes (spec §8's 'Halaman akan di muat ulang').
        message={`${texts.success.roleSwitched} ${texts.success.reload}`}
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
