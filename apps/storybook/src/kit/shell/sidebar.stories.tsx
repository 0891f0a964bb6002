import { MENU_LINK, SIDEBAR_BREAKPOINT_PX } from '@cermat/core';
import { Sidebar } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { framedInDocs } from '../../support/docs';
import { navItems } from '../../support/fixtures';

const meta = {
  title: 'Kit/Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    items: navItems,
    activeId: MENU_LINK.roles,
    theme: 'dark',
    open: true,
    collapseBelowPx: SIDEBAR_BREAKPOINT_PX,
    onClose: fn(),
  },
  decorators: [(Story) => <div className="flex min-h-[32rem]">{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { args: { theme: 'light' } };
export const Compact: Story = { args: { theme: 'compact' } };
export const IconOnly: Story = { args: { theme: 'icon' } };
/** Icons only: a menu's name shows beside its icon on hover and on keyboard focus. */
export const IconOnlyNameOnHover: Story = {
  args: { theme: 'icon' },
  play: async () => {
    const link = screen.getByRole('link', { name: 'Role' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(link);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Role');
    await expect(tooltip).toBeVisible();
  },
};
export const Colored: Story = { args: { theme: 'colored' } };
/** The menu toggle off on a wide screen: icons only, names still read by screen readers. */
export const Collapsed: Story = { args: { open: false } };
/** Below 992 px the open menu is a modal drawer; a huge breakpoint shows it on any screen. */
export const NarrowScreenDrawer: Story = {
  args: { collapseBelowPx: 100_000 },
  parameters: framedInDocs('32rem'),
};
export const LongTexts: Story = {
  args: {
    items: navItems.map((item) => ({
      ...item,
      label: `${item.label} dengan label menu yang sangat panjang`,
    })),
  },
};
export const English: Story = { globals: { locale: 'en' } };
