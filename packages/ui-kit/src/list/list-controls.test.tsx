import { en, id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { PageSizeSelect } from './page-size-select';
import { SearchBox } from './search-box';
import { StatusFilter } from './status-filter';

describe('list controls', () => {
  it('StatusFilter offers ENABLE and DISABLE and reports the choice', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<StatusFilter value="ENABLE" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: id.list.statusFilter });
    expect(select).toHaveDisplayValue(id.status.ENABLE);
    await user.selectOptions(select, id.status.DISABLE);
    expect(onChange).toHaveBeenCalledWith('DISABLE');
  });

  it("PageSizeSelect ('Show') reports the size as a number", async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <PageSizeSelect value={10} options={[10, 50, 100, 200, 500]} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: id.list.pageSize });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10',
      '50',
      '100',
      '200',
      '500',
    ]);
    await user.selectOptions(select, '500');
    expect(onChange).toHaveBeenCalledWith(500);
  });

  it("SearchBox is named 'Cari Data ...' and reports what is typed", async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<SearchBox value="" onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: id.list.search }), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(await axeViolations()).toEqual([]);
  });

  it('focuses the box on its key, unless the key is typed into a field', async () => {
    const { user } = renderKit(
      <>
        <input aria-label="lain" />
        <SearchBox value="" onChange={() => {}} focusKey="/" />
      </>,
    );
    const search = screen.getByRole('searchbox', { name: id.list.search });
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    await user.click(screen.getByLabelText('lain'));
    await user.keyboard('/');
    expect(search).not.toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(search).toHaveFocus();
  });

  it('speaks English when given the en texts', () => {
    renderKit(<SearchBox value="" onChange={() => {}} />, { locale: 'en' });
    expect(screen.getByPlaceholderText(en.list.search)).toBeInTheDocument();
  });
});
