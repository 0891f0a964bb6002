import { MEGA_MENU_THRESHOLD } from '@cermat/core';
import { HorizontalNav } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { navItems, reportsNav } from '../../support/fixtures';

const meta = {
  title: 'Kit/Shell/HorizontalNav',
  component: HorizontalNav,
  args: {
    items: [...navItems, reportsNav],
    activeId: 'all-role',
    megaMenuAbove: MEGA_MENU_THRESHOLD,
  },
  decorators: [(Story) => <div className="min-h-[28rem]">{Story()}</div>],
} satisfies Meta<typeof HorizontalNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Master has 4 entries: a plain dropdown. */
export const DropdownOpen: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Master' }));
  },
};

/** Report has 13 entries (more than 11): a 3-column mega-menu. */
export const MegaMenuOpen: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  },
};

export const English: Story = { globals: { locale: 'en' } };
