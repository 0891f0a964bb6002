import { SettingsPanel, type ShellSettings } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { framedInDocs } from '../../support/docs';
import { settingsPresets } from '../../support/fixtures';

/** The panel with its choices kept, as the console keeps them. */
function Panel({ initial, onClose }: { initial: ShellSettings; onClose: () => void }) {
  const [settings, setSettings] = useState(initial);
  return <SettingsPanel open onClose={onClose} settings={settings} onChange={setSettings} />;
}

const meta = {
  title: 'Kit/Shell/SettingsPanel',
  component: Panel,
  tags: ['autodocs'],
  parameters: framedInDocs('44rem'),
  args: {
    initial: settingsPresets.vertical,
    onClose: fn(),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = {
  args: {
    initial: settingsPresets.horizontal,
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
