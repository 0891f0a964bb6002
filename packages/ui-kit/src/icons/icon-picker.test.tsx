import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { IconPicker } from './icon-picker';

/** The picker holding its own value, reporting each change. */
function Picker({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IconPicker
      label={id.menu.icon}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const preview = () => document.querySelector('[data-slot="icon-preview"] svg') as SVGElement;
const box = () => screen.getByRole('combobox', { name: id.menu.icon });

describe('IconPicker', () => {
  it('previews the stored class', async () => {
    renderKit(<Picker initial="bx bx-data" onChange={() => {}} />);
    expect(box()).toHaveValue('bx bx-data');
    await expect.poll(() => preview().getAttribute('data-icon')).toBe('bx-data');
  });

  it('filters the grid by every word typed and picks from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Picker initial="" onChange={onChange} />);
    await user.type(box(), 'bxs home');
    await expect
      .poll(() => screen.queryAllByRole('option').map((o) => o.textContent))
      .toEqual(['bx bxs-home']);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{ArrowDown}');
    // The preview follows the option under the keyboard before anything is picked.
    await expect.poll(() => preview().getAttribute('data-icon')).toBe('bxs-home');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('bx bxs-home');
    expect(box()).toHaveValue('bx bxs-home');
  });

  it('picks with the pointer from the whole set opened by its button', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Picker initial="" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: id.menu.icon }));
    await expect.poll(() => screen.queryAllByRole('option').length).toBeGreaterThan(150);
    await user.click(screen.getByRole('option', { name: 'bx bx-calendar-event' }));
    expect(onChange).toHaveBeenLastCalledWith('bx bx-calendar-event');
    await expect.poll(() => preview().getAttribute('data-icon')).toBe('bx-calendar-event');
  });

  it('keeps a class outside the set as typed, with an empty preview and a no-match note', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Picker initial="" onChange={onChange} />);
    await user.type(box(), 'fa fa-custom');
    expect(await screen.findByText(id.common.noOptions)).toBeInTheDocument();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('fa fa-custom');
    expect(box()).toHaveValue('fa fa-custom');
    expect(preview().querySelector('path')).toBeNull();
  });

  it('keeps the text as typed when Tab leaves, though a suggestion is highlighted', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<Picker initial="" onChange={onChange} />);
    // 'bx bx-book-content' comes earlier in the set and also holds 'bx-book'.
    await user.type(box(), 'bx bx-book');
    await user.tab();
    expect(box()).toHaveValue('bx bx-book');
  });
});
