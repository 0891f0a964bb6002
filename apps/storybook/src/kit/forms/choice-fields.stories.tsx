import { CheckboxGroup, SearchableSelect } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useMessages } from '../../support/messages';

const parents = [
  'Dashboard',
  'Master',
  'Master Asesmen',
  'Master Soal',
  'Report',
  'Penjadwalan',
].map((label, i) => ({
  value: i + 1,
  label,
}));
const roleOptions = ['Admin', 'Manager', 'PMK', 'SPK', 'Penilai'].map((label, i) => ({
  value: i + 1,
  label,
}));

/** The parent-menu picker and the user's role checkboxes. */
function ChoiceFields({
  parent,
  chosenRoles,
  error,
}: {
  parent: number | null;
  chosenRoles: number[];
  error: boolean;
}) {
  const m = useMessages();
  const [value, setValue] = useState(parent);
  const [checked, setChecked] = useState(chosenRoles);
  return (
    <div className="grid max-w-xl gap-6 rounded-lg bg-surface p-5 shadow-sm">
      <SearchableSelect label={m.menu.parent} options={parents} value={value} onChange={setValue} />
      <CheckboxGroup
        legend={m.user.roles}
        options={roleOptions}
        value={checked}
        onChange={setChecked}
        error={error ? m.server.invalid : null}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Forms/SearchableSelect and CheckboxGroup',
  component: ChoiceFields,
  tags: ['autodocs'],
  args: { parent: 2, chosenRoles: [1], error: false },
} satisfies Meta<typeof ChoiceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { parent: null, chosenRoles: [] } };
/** The parent list filtered by typing. */
export const Searching: Story = {
  args: { parent: null },
  play: async () => {
    await userEvent.type(screen.getByRole('combobox'), 'mas');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Master',
        'Master Asesmen',
        'Master Soal',
      ]),
    );
  },
};
export const WithError: Story = { args: { error: true } };
export const English: Story = { globals: { locale: 'en' } };
