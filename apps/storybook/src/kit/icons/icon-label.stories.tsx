import { IconLabel } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Icon Menu cells as the menus list shows them, the last one a class outside the set. */
function IconCells({ icons }: { icons: string[] }) {
  return (
    <ul className="grid max-w-sm gap-3 rounded-lg bg-surface p-5 text-sm text-fg shadow-sm">
      {icons.map((icon) => (
        <li key={icon}>
          <IconLabel icon={icon} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Kit/Icons/IconLabel',
  component: IconCells,
  tags: ['autodocs'],
  args: {
    icons: [
      'bx bx-home-circle',
      'bx bx-data',
      'bx bx-user-check',
      'bx bxs-star',
      'bx bxl-youtube',
      'bx bx-no-such-icon',
    ],
  },
} satisfies Meta<typeof IconCells>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
