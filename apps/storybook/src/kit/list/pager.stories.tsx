import { Pager } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { serverLinks } from '../../support/fixtures';

const meta = {
  title: 'Kit/List/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: {
    from: 11,
    to: 20,
    total: 87,
    links: serverLinks,
    prevUrl: '/p1',
    nextUrl: '/p3',
    onNavigate: fn(),
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered links from the server; '...' and the current page are not clickable. */
export const ServerLinks: Story = {};

/** Only previous/next: the first page has no previous url. */
export const PreviousNext: Story = { args: { links: undefined, from: 1, to: 10, prevUrl: null } };

export const Empty: Story = {
  args: { links: undefined, from: null, to: null, total: 0, prevUrl: null, nextUrl: null },
};

export const English: Story = { globals: { locale: 'en' } };
