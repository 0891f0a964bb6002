import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { DateField } from './date-field';
import { parseDay } from './day';

describe('parseDay', () => {
  it('reads every day of the calendar back as itself, and one-digit months and days padded', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(parseDay(iso)).toBe(iso);
          const [y, m, day] = iso.split('-');
          expect(parseDay(` ${y}-${Number(m)}-${Number(day)} `)).toBe(iso);
        },
      ),
    );
  });

  it('names no day for a date that does not exist or is not YYYY-MM-DD', () => {
    for (const text of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-00-10', '0000-01-01'])
      expect(parseDay(text)).toBeNull();
    for (const text of ['11/29/2026', '29/11/2026', '2026-1-1x', '', '__proto__', '2026-11'])
      expect(parseDay(text)).toBeNull();
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
  });

  it('never throws and only answers days it can write back', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const day = parseDay(text);
        if (day !== null) expect(parseDay(day)).toBe(day);
      }),
    );
  });
});

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Dari Tanggal" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows the day as YYYY-MM-DD and reports it once it names a day', async () => {
    const { user } = renderKit(<Controlled initial="2026-11-29" />);
    const input = screen.getByLabelText('Dari Tanggal');
    expect(input).toHaveValue('2026-11-29');
    expect(input).toHaveAttribute('placeholder', id.date.placeholder);
    await user.clear(input);
    expect(screen.getByTestId('value')).toHaveTextContent('');
    await user.type(input, '2026-02-31');
    expect(screen.getByText(id.date.invalid)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The last day it named stays the value while the text names none.
    expect(screen.getByTestId('value')).toHaveTextContent('2026-02-03');
    await user.clear(input);
    await user.type(input, '2026-1-5');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-01-05');
    expect(screen.queryByText(id.date.invalid)).toBeNull();
  });

  it('takes a value set from outside, and has a named calendar button', async () => {
    const { rerender } = renderKit(
      <DateField label="Sampai" value="2026-01-01" onChange={() => {}} />,
    );
    rerender(<DateField label="Sampai" value="2026-03-04" onChange={() => {}} />);
    expect(screen.getByLabelText('Sampai')).toHaveValue('2026-03-04');
    expect(screen.getByRole('button', { name: id.date.pick })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
