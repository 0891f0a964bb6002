import { IconPicker } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useMessages } from '../../support/messages';

/** The menu form's Icon Menu field holding its own value. */
function Picker({ initial, error }: { initial: string; error: boolean }) {
  const m = useMessages();
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xl rounded-lg bg-surface p-5 shadow-sm">
      <IconPicker
        label={m.menu.icon}
        name="icon_menu"
        placeholder={m.menu.iconPlaceholder}
        value={value}
        onChange={setValue}
        error={error ? m.server.invalid : null}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Icons/IconPicker',
  component: Picker,
  tags: ['autodocs'],
  args: { initial: 'bx bx-home-circle', error: false },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored class, previewed beside the box. */
export const Default: Story = {};
export const Empty: Story = { args: { initial: '' } };
/** The grid filtered by the words typed; the preview follows the highlighted icon. */
export const Searching: Story = {
  args: { initial: '' },
  play: async ({ canvasElement }) => {
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'calendar');
    const options = await screen.findAllByRole('option');
    for (const option of options) await expect(option).toHaveTextContent(/calendar/);
    await userEvent.keyboard('{ArrowDown}');
    // The preview shows the highlighted icon (a class 'bx bx-calendar…' draws 'bx-calendar…').
    const preview = canvasElement.querySelector('[data-slot="icon-preview"]')!;
    await waitFor(async () => {
      const highlighted = document.getElementById(box.getAttribute('aria-activedescendant')!);
      await expect(highlighted).toHaveTextContent(/calendar/);
      await expect(preview.querySelector('svg')).toHaveAttribute(
        'data-icon',
        highlighted!.textContent.split(' ').at(-1),
      );
    });
  },
};
/** A class outside the set is kept as typed; its preview stays an empty box. */
export const OutsideTheSet: Story = { args: { initial: 'fa fa-custom' } };
export const WithError: Story = { args: { error: true } };
export const English: Story = { globals: { locale: 'en' } };
