import { Topbar } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { messagesOf } from '../../support/messages';
import { images } from '../../support/fixtures';

const meta = {
  title: 'Kit/Shell/Topbar',
  component: Topbar,
  tags: ['autodocs'],
  args: {
    logoUrl: images.logo,
    theme: 'light',
    menuOpen: true,
    onToggleMenu: fn(),
    fullscreen: false,
    onToggleFullscreen: fn(),
    roles: [
      { id: 1, name: 'Admin' },
      { id: 2, name: 'Manager' },
      { id: 3, name: 'PMK' },
    ],
    activeRoleId: 1,
    onSwitchRole: fn(),
    user: { name: 'Budi Santoso' },
    onProfile: fn(),
    onLogout: fn(),
    locale: 'id',
    onLocaleChange: fn(),
    onOpenSettings: fn(),
  },
} satisfies Meta<typeof Topbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the placeholder avatar. */
export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' } };
export const Colored: Story = { args: { theme: 'colored' } };
export const WithPhoto: Story = {
  args: { user: { name: 'Sari Wulandari', photoUrl: images.photo } },
};
export const Fullscreen: Story = { args: { fullscreen: true } };

/** The user dropdown open: Profile, Logout. */
export const UserMenuOpen: Story = {
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await userEvent.click(screen.getByRole('button', { name: /Budi Santoso/ }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([t.auth.profile, t.auth.signOut]);
  },
};

/** The role dropdown open: the active role is marked. */
export const RoleMenuOpen: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      args.roles.map((role) => role.name),
    );
    await expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Admin');
  },
};

export const LongName: Story = {
  args: {
    user: { name: 'Raden Mas Bagus Prasetyo Adi Nugroho Wicaksono' },
    roles: [{ id: 1, name: 'Administrator Sistem Unit Pelaksanaan Sertifikasi' }],
  },
};
export const English: Story = { args: { locale: 'en' }, globals: { locale: 'en' } };
