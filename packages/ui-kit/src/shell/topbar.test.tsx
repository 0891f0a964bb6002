import { id } from '@cermat/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { Topbar, type TopbarProps } from './topbar';

function topbar(props: Partial<TopbarProps> = {}) {
  const handlers = {
    onToggleMenu: vi.fn(),
    onToggleFullscreen: vi.fn(),
    onSwitchRole: vi.fn(),
    onProfile: vi.fn(),
    onLogout: vi.fn(),
    onLocaleChange: vi.fn(),
    onOpenSettings: vi.fn(),
  };
  const view = renderKit(
    <Topbar
      theme="light"
      logoUrl="/backend/storage/logo.png"
      menuOpen
      fullscreen={false}
      roles={[
        { id: 1, name: 'Admin' },
        { id: 2, name: 'Manager' },
      ]}
      activeRoleId={1}
      user={{ name: 'Budi Santoso' }}
      locale="id"
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('Topbar', () => {
  it('shows the logo and toggles with their state', async () => {
    const { user, onToggleMenu, onToggleFullscreen } = topbar();
    expect(screen.getByRole('img', { name: id.shell.logo })).toHaveAttribute(
      'src',
      '/backend/storage/logo.png',
    );
    const menu = screen.getByRole('button', { name: id.shell.toggleMenu });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const full = screen.getByRole('button', { name: id.shell.fullscreen });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    await user.click(menu);
    await user.click(full);
    expect(onToggleMenu).toHaveBeenCalledTimes(1);
    expect(onToggleFullscreen).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('names the product where no logo is configured', () => {
    topbar({ logoUrl: null, homeHref: '#/' });
    expect(screen.queryByRole('img', { name: id.shell.logo })).toBeNull();
    expect(document.querySelector('[data-slot="brand"]')).toHaveTextContent(id.auth.product);
    // sr-only and sm:not-sr-only both set padding: no padding class of its own beside them.
    const brand = document.querySelector('[data-slot="brand"]');
    expect([...(brand?.classList ?? [])].filter((c) => /^p[xytrbl]?-/.test(c))).toEqual([]);
    expect(screen.getByRole('link', { name: id.auth.product })).toHaveAttribute('href', '#/');
  });

  it('switches to another role from the role dropdown, never to the active one', async () => {
    const { user, onSwitchRole } = topbar();
    const roleButton = screen.getByRole('button', { name: `${id.shell.role}: Admin` });
    await user.click(roleButton);
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Admin' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await axeViolations()).toEqual([]);
    await user.click(within(list).getByRole('option', { name: 'Admin' }));
    expect(onSwitchRole).not.toHaveBeenCalled();
    await user.click(roleButton);
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    expect(onSwitchRole).toHaveBeenCalledWith(2);
  });

  it('changes the language', async () => {
    const { user, onLocaleChange } = topbar();
    await user.click(
      screen.getByRole('button', { name: `${id.shell.language}: ${id.shell.languageId}` }),
    );
    await user.click(await screen.findByRole('option', { name: id.shell.languageEn }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });

  it('user menu: placeholder without photo, Profile and Logout from the keyboard', async () => {
    const { user, onProfile, onLogout, container } = topbar();
    expect(container.querySelector('[data-slot="avatar-placeholder"]')).not.toBeNull();
    const button = screen.getByRole('button', { name: `${id.shell.userMenu}: Budi Santoso` });
    button.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      id.auth.profile,
      id.auth.signOut,
    ]);
    await user.keyboard('{Enter}');
    expect(onProfile).toHaveBeenCalled();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: id.auth.signOut }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('shows the user photo when there is one, and opens the settings', async () => {
    const { user, onOpenSettings, container } = topbar({
      user: { name: 'Sari', photoUrl: '/backend/storage/sari.png' },
    });
    expect(container.querySelector('img[src="/backend/storage/sari.png"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: id.shell.settings }));
    expect(onOpenSettings).toHaveBeenCalled();
  });
});

describe('Topbar on a narrow screen', () => {
  it('folds full screen, settings, the roles and the languages into one menu', async () => {
    const { user, onSwitchRole, onLocaleChange, onOpenSettings, onToggleFullscreen } = topbar();
    const more = screen.getByRole('button', { name: id.shell.more });
    await user.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      id.shell.fullscreen,
      id.shell.settings,
      'Admin',
      'Manager',
      id.shell.languageId,
      id.shell.languageEn,
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Manager' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(menu).getByRole('group', { name: id.shell.role })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Admin' }));
    expect(onSwitchRole).not.toHaveBeenCalled();
    for (const [name, handler] of [
      ['Manager', () => expect(onSwitchRole).toHaveBeenCalledWith(2)],
      [id.shell.languageEn, () => expect(onLocaleChange).toHaveBeenCalledWith('en')],
      [id.shell.settings, () => expect(onOpenSettings).toHaveBeenCalled()],
      [id.shell.fullscreen, () => expect(onToggleFullscreen).toHaveBeenCalled()],
    ] as const) {
      await user.click(more);
      await user.click(await screen.findByRole('menuitem', { name }));
      handler();
    }
  });

  it('links the logo to the home page when told where that is', () => {
    topbar({ homeHref: '#/' });
    expect(screen.getByRole('link', { name: id.shell.logo })).toHaveAttribute('href', '#/');
  });
});
