import { MEGA_MENU_THRESHOLD, PRELOADER_MS, SIDEBAR_BREAKPOINT_PX } from '@cermat/core';
import {
  Breadcrumbs,
  Footer,
  HorizontalNav,
  Preloader,
  SettingsPanel,
  Sidebar,
  Topbar,
  type KitLocale,
  type ShellSettings,
} from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { framedInDocs } from '../../support/docs';
import { images, navItems, reportsNav, roles, settingsPresets } from '../../support/fixtures';
import { useMessages } from '../../support/messages';
import { RoleTable } from '../list/role-table';

/** The shell assembled as the console assembles it, driven by the settings panel. */
function Shell({ initial }: { initial: ShellSettings }) {
  const m = useMessages();
  const [settings, setSettings] = useState(initial);
  const [menuOpen, setMenuOpen] = useState(true);
  const [panel, setPanel] = useState(false);
  const [loading, setLoading] = useState(false);
  const [locale, setLocale] = useState<KitLocale>('id');
  const [role, setRole] = useState(1);
  const horizontal = settings.layout === 'horizontal';
  return (
    <div data-width={settings.width} className="-m-6 flex min-h-screen flex-col bg-bg">
      <Preloader active={loading} durationMs={PRELOADER_MS} onDone={() => setLoading(false)} />
      <Topbar
        logoUrl={images.logo}
        theme={settings.topbar}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((v) => !v)}
        fullscreen={false}
        onToggleFullscreen={() => {}}
        roles={[
          { id: 1, name: 'Admin' },
          { id: 2, name: 'Manager' },
        ]}
        activeRoleId={role}
        onSwitchRole={setRole}
        user={{ name: 'Budi Santoso', photoUrl: images.photo }}
        onProfile={() => {}}
        onLogout={() => {}}
        locale={locale}
        onLocaleChange={setLocale}
        onOpenSettings={() => setPanel(true)}
        sidebarId={horizontal ? undefined : 'kit-sidebar'}
      />
      {horizontal ? (
        <HorizontalNav
          items={[...navItems, reportsNav]}
          activeId="all-role"
          megaMenuAbove={MEGA_MENU_THRESHOLD}
        />
      ) : null}
      <div className="flex flex-1">
        {horizontal ? null : (
          <Sidebar
            id="kit-sidebar"
            items={navItems}
            activeId="all-role"
            theme={settings.sidebar}
            open={menuOpen}
            collapseBelowPx={SIDEBAR_BREAKPOINT_PX}
            onClose={() => setMenuOpen(false)}
          />
        )}
        <main className="grid flex-1 content-start gap-4 p-6">
          <Breadcrumbs items={[{ label: m.shell.master }, { label: 'Role' }]} />
          <h1 className="text-xl font-semibold">{m.role.listTitle}</h1>
          <RoleTable rows={roles(5)} firstNumber={1} canWrite onRowAction={() => {}} />
        </main>
      </div>
      <Footer year={2026} />
      <SettingsPanel
        open={panel}
        onClose={() => setPanel(false)}
        settings={settings}
        onChange={(next) => {
          if (next.preloader && !settings.preloader) setLoading(true);
          setSettings(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Shell/Layout',
  component: Shell,
  tags: ['autodocs'],
  parameters: framedInDocs('40rem'),
  args: {
    initial: settingsPresets.vertical,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = {
  args: {
    initial: settingsPresets.horizontal,
  },
};
export const ColoredSidebarDarkTopbar: Story = {
  args: {
    initial: settingsPresets.colored,
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const English: Story = { globals: { locale: 'en' } };
