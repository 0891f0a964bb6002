import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { SearchableSelect } from './searchable-select';

const parents = [
  { value: 1, label: 'Dashboard' },
  { value: 2, label: 'Master' },
  { value: 3, label: 'Master Asesmen' },
  { value: 4, label: 'Report' },
];

describe('SearchableSelect', () => {
  it("shows the chosen parent's name", () => {
    renderKit(
      <SearchableSelect label={id.menu.parent} options={parents} value={2} onChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: id.menu.parent })).toHaveValue('Master');
  });

  it('filters by what is typed and reports the chosen value from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <SearchableSelect
        label={id.menu.parent}
        options={parents}
        value={null}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: id.menu.parent }), 'mas');
    const shown = await screen.findAllByRole('option');
    expect(shown.map((o) => o.textContent)).toEqual(['Master', 'Master Asesmen']);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderKit(
      <SearchableSelect
        label={id.menu.parent}
        options={parents}
        value={null}
        onChange={() => {}}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText(id.common.noOptions)).toBeInTheDocument();
  });

  it('leaves an emptied box empty on Tab instead of taking the first option', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <SearchableSelect label={id.menu.parent} options={parents} value={2} onChange={onChange} />,
    );
    await user.clear(screen.getByRole('combobox', { name: id.menu.parent }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).not.toHaveBeenCalledWith(1);
  });
});
