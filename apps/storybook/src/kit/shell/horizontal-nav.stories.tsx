import { MEGA_MENU_THRESHOLD, MENU_LINK } from '@cermat/core';
import { HorizontalNav, type NavItem } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { navItems, reportsNav } from '../../support/fixtures';

const meta = {
  title: 'Kit/Shell/HorizontalNav',
  component: HorizontalNav,
  tags: ['autodocs'],
  args: {
    items: [...navItems, reportsNav],
    activeId: MENU_LINK.roles,
    megaMenuAbove: MEGA_MENU_THRESHOLD,
  },
  decorators: [(Story) => <div className="min-h-[28rem]">{Story()}</div>],
} satisfies Meta<typeof HorizontalNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opens a parent's dropdown and checks it lists each of its pages, in the given variant. */
async function openDropdown(parent: NavItem, variant: 'list' | 'mega') {
  const button = screen.getByRole('button', { name: parent.label });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-slot="dropdown"]');
    if (!found) throw new Error(`no dropdown under ${parent.label}`);
    return found;
  });
  await expect(panel).toHaveAttribute('data-variant', variant);
  await expect(
    within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(parent.children!.map((child) => child.label));
}

/** Master has 4 entries: a plain dropdown. */
export const DropdownOpen: Story = {
  play: async () => {
    await openDropdown(
      navItems.find((item) => item.id === 'master')!,
      'list',
    );
  },
};

/** Report has 13 entries (more than 11): a 3-column mega-menu. */
export const MegaMenuOpen: Story = {
  play: async () => {
    await openDropdown(reportsNav, 'mega');
  },
};

export const English: Story = { globals: { locale: 'en' } };
