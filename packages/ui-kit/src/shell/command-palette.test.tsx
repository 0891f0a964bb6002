import { fill, id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { CommandPalette, type PaletteGroup } from './command-palette';

const groups: PaletteGroup[] = [
  {
    id: 'screens',
    heading: id.palette.screens,
    entries: [
      { id: 'role', label: 'Role', detail: 'Master / Role' },
      { id: 'user', label: 'User', detail: 'Master / User' },
    ],
  },
  { id: 'roles', heading: 'Data Role', entries: [{ id: 'roles:1', label: 'Admin' }] },
  { id: 'users', heading: 'Data User', entries: [] },
];

function Palette(props: { groups?: PaletteGroup[]; searching?: boolean; onChoose?: () => void }) {
  const [query, setQuery] = useState('');
  return (
    <CommandPalette
      open
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      groups={props.groups ?? groups}
      searching={props.searching}
      onChoose={props.onChoose ?? (() => undefined)}
    />
  );
}
const onClose = vi.fn();

describe('CommandPalette', () => {
  it('lists each group that has entries under its heading, and is axe-clean', async () => {
    renderKit(<Palette />);
    const dialog = screen.getByRole('dialog', { name: id.palette.title });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('group', { name: id.palette.screens })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Data Role' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Data User' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('moves with the arrow keys and chooses with Enter; Escape closes', async () => {
    const onChoose = vi.fn();
    const { user } = renderKit(<Palette onChoose={onChoose} />);
    const box = screen.getByRole('combobox', { name: id.palette.placeholder });
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'user' }));
    onClose.mockClear();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing answers, and not while records are still looked for', async () => {
    const { user, rerender } = renderKit(<Palette groups={[]} />);
    expect(screen.getByText(id.palette.empty)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'zzq');
    expect(screen.getByText(fill(id.palette.noResults, { query: 'zzq' }))).toBeInTheDocument();
    rerender(<Palette groups={[]} searching />);
    expect(screen.getByText(id.palette.searching)).toBeInTheDocument();
  });
});
