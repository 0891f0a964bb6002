import { id } from '@cermat/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { makeRoles, roleColumns, type RoleRow } from '../../test/fixtures';
import { renderKit } from '../../test/render';
import { DataTable, STATUS_COLUMN, type DataTableProps } from './data-table';

function table(props: Partial<DataTableProps<RoleRow>> = {}) {
  return renderKit(
    <DataTable
      label={id.role.listTitle}
      columns={roleColumns}
      rows={makeRoles(4)}
      rowKey={(r) => r.id_role}
      statusOf={(r) => r.status}
      firstNumber={1}
      canWrite
      onRowAction={() => {}}
      {...props}
    />,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('is named by its label and shows No, the columns, Status and Aksi', async () => {
    table();
    const t = screen.getByRole('table', { name: id.role.listTitle });
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      id.common.number,
      'Nama Role',
      'Deskripsi Role',
      id.common.status,
      id.common.actions,
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the loading row 'Loading...' instead of data", () => {
    table({ loading: true });
    expect(screen.getByRole('cell', { name: id.list.loading })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Role 1')).not.toBeInTheDocument();
  });

  it("shows the empty row 'Data Tidak Tersedia' without rows", () => {
    table({ rows: [] });
    expect(screen.getByRole('cell', { name: id.list.empty })).toBeInTheDocument();
  });

  it("shows '-' for an empty cell and numbers rows from firstNumber", () => {
    table({ rows: makeRoles(5), firstNumber: 11 });
    const fifth = bodyRows()[4]!;
    expect(within(fifth).getAllByRole('cell')[0]).toHaveTextContent('15');
    expect(within(fifth).getAllByRole('cell')[2]).toHaveTextContent(id.common.empty);
  });

  it('offers Disable and Edit on ENABLE rows, Restore and Hapus on DISABLE rows, and reports the row', async () => {
    const onRowAction = vi.fn();
    const { user } = table({ onRowAction });
    const [enabled, disabled] = bodyRows();
    expect(within(enabled!).getByText(id.status.ENABLE)).toBeInTheDocument();
    expect(
      within(enabled!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([id.common.disable, id.common.edit]);
    expect(
      within(disabled!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([id.common.restore, id.common.delete]);
    await user.click(within(disabled!).getByRole('button', { name: id.common.delete }));
    expect(onRowAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id_role: 2 }));
  });

  it('has no action column and no buttons without write right', () => {
    table({ canWrite: false });
    expect(screen.queryByRole('columnheader', { name: id.common.actions })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: id.common.edit })).toHaveLength(0);
  });

  it('marks the sorted column with aria-sort and reports header clicks and Enter', async () => {
    const onSort = vi.fn();
    const { user } = table({ sort: { column: 'role_name', dir: 'desc' }, onSort });
    expect(screen.getByRole('columnheader', { name: 'Nama Role' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Deskripsi Role' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await user.click(screen.getByRole('button', { name: 'Nama Role' }));
    screen.getByRole('button', { name: 'Deskripsi Role' }).focus();
    await user.keyboard('{Enter}');
    expect(onSort.mock.calls).toEqual([['role_name'], ['role_description']]);
  });

  it('keeps a 500-row page under 1,400 elements and still reports all rows', async () => {
    const { container } = table({ rows: makeRoles(500) });
    expect(container.querySelectorAll('*').length).toBeLessThan(1400);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    expect(screen.getByText('Role 1')).toBeInTheDocument();
    expect(screen.queryByText('Role 500')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows later rows, numbered by their place, when the 500-row table is scrolled', () => {
    table({ rows: makeRoles(500) });
    const region = screen.getByRole('region', { name: id.role.listTitle });
    fireEvent.scroll(region, { target: { scrollTop: 52 * 400 } });
    const row = screen.getByText('Role 401').closest('tr')!;
    expect(row).toHaveAttribute('aria-rowindex', '402');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('401');
    expect(screen.queryByText('Role 1')).not.toBeInTheDocument();
  });
});

/** Reports each element once when watched, as a browser does once it is laid out. */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.report([{ target } as ResizeObserverEntry], this));
  }
  unobserve() {}
  disconnect() {}
}

describe('DataTable on a narrow card', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('cuts a long text cell, showing all of it on hover and on keyboard focus', async () => {
    // jsdom lays nothing out: a cell wider than its column is simulated by its measurements.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const long = 'Menyusun, meninjau dan menyetujui soal asesmen kompetensi. '.repeat(4);
    const [first, ...rest] = makeRoles(2);
    const { user } = table({ rows: [{ ...first!, role_description: long }, ...rest] });
    // Measured once laid out (the observer's first report), not while React commits.
    const cutText = () => screen.getByText(long.trim(), { normalizer: (s) => s.trim() });
    await waitFor(() => expect(cutText()).toHaveAttribute('data-cut'));
    const cut = cutText();
    expect(cut).toHaveAttribute('tabindex', '0');
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long.trim());
    await user.unhover(cut);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    for (let stops = 0; stops < 20 && document.activeElement !== cut; stops++) await user.tab();
    expect(cut).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long.trim());
    expect(await axeViolations()).toEqual([]);
  });

  it('cuts a long link cell the same way: one line, its whole text on focus, one tab stop', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const address = `/render?page=${'halaman dengan nama yang sangat panjang '.repeat(3).trim()}`;
    const linked = [
      ...roleColumns,
      {
        id: 'link',
        header: 'Link',
        value: () => address,
        href: (r: RoleRow) => `#/r/${r.id_role}`,
      },
    ];
    const { user } = table({ columns: linked, rows: makeRoles(1) });
    const link = screen.getByRole('link', { name: address });
    expect(link).toHaveAttribute('href', '#/r/1');
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('data-cut'));
    // The link is the tab stop: the cut adds none of its own.
    expect(screen.getByRole('link')).not.toHaveAttribute('tabindex');
    for (let stops = 0; stops < 20 && document.activeElement?.tagName !== 'A'; stops++)
      await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(address);
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves a text that fits alone: no tab stop, no tooltip', async () => {
    const { user } = table();
    const cell = bodyRows()[0]!.querySelector('[data-slot="truncated-text"]')!;
    expect(cell).not.toHaveAttribute('data-cut');
    expect(cell).not.toHaveAttribute('tabindex');
    await user.hover(cell);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the action column beside the sideways scroller, never over its cells', () => {
    const { container } = table();
    const actions = screen.getByRole('columnheader', { name: id.common.actions });
    expect(actions).toHaveClass('absolute', 'right-0');
    for (const row of bodyRows()) expect(row.lastElementChild).toHaveClass('absolute', 'right-0');
    // The scroller ends where the action column begins.
    const scroller = container.querySelector<HTMLElement>('[data-slot="table-scroller"]')!;
    expect(scroller.style.marginRight).toBe('var(--actions-w)');
  });
});

describe('DataTable with hidden columns', () => {
  it('leaves out the columns and the status the user hid', () => {
    table({ hidden: ['role_description', STATUS_COLUMN] });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([id.common.number, 'Nama Role', id.common.actions]);
    // The row's actions still follow its status.
    expect(within(bodyRows()[0]!).getByRole('button', { name: id.common.disable })).toBeVisible();
  });
});

describe('DataTable on a narrow screen', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each row as a card: its name, fields, status and actions', async () => {
    const onRowAction = vi.fn();
    const onChange = vi.fn();
    const { user } = table({
      onRowAction,
      selection: { selected: new Set(), onChange, nameOf: (r) => r.role_name },
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: id.role.listTitle });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const first = cards[0]!;
    expect(within(first).getByRole('heading')).toHaveTextContent('Role 1');
    expect(within(first).getByText('Deskripsi Role')).toBeInTheDocument();
    expect(within(first).getByText(id.status.ENABLE)).toBeInTheDocument();
    const actions = within(first).getByRole('group', { name: id.common.actions });
    await user.click(within(actions).getByRole('button', { name: id.common.disable }));
    expect(onRowAction).toHaveBeenCalledWith('disable', expect.objectContaining({ id_role: 1 }));
    await user.click(within(first).getByRole('checkbox', { name: 'Pilih data Role 1' }));
    expect(onChange).toHaveBeenCalledWith(new Set([1]));
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a link column as a link in the card', () => {
    const linked = [
      ...roleColumns,
      { id: 'link', header: 'Link', value: () => '/render?page=a', href: () => '#/render?page=a' },
    ];
    table({ columns: linked, rows: makeRoles(1) });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: '/render?page=a' })).toHaveAttribute(
      'href',
      '#/render?page=a',
    );
  });

  it('says loading or empty instead of cards', () => {
    table({ rows: [] });
    expect(screen.getByText(id.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('DataTable with row selection', () => {
  function selectable(selected: number[] = []) {
    const onChange = vi.fn();
    const view = table({
      selection: { selected: new Set(selected), onChange, nameOf: (r) => r.role_name },
    });
    return { ...view, onChange };
  }
  const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Pilih data ${name}` });
  const pageBox = () => screen.getByRole('checkbox', { name: id.list.selectPage });

  it('labels a checkbox per row and one for the page, and stays axe-clean', async () => {
    selectable([2]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(rowBox('Role 2')).toBeChecked();
    expect(pageBox()).not.toBeChecked();
    expect((pageBox() as HTMLInputElement).indeterminate).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('toggles the focused row with space', async () => {
    const { user, onChange } = selectable();
    rowBox('Role 3').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(new Set([3]));
  });

  it('selects the range from the last clicked row on shift-click', async () => {
    const { user, onChange } = selectable();
    await user.click(rowBox('Role 1'));
    await user.keyboard('{Shift>}');
    await user.click(rowBox('Role 3'));
    await user.keyboard('{/Shift}');
    // The table is controlled: the second click starts from what the caller held (nothing).
    expect(onChange).toHaveBeenLastCalledWith(new Set([1, 2, 3]));
  });

  it('selects every row of the page, and clears them when all are selected', async () => {
    const first = selectable();
    await first.user.click(pageBox());
    expect(first.onChange).toHaveBeenLastCalledWith(new Set([1, 2, 3, 4]));
    first.unmount();
    const second = selectable([1, 2, 3, 4]);
    expect(pageBox()).toBeChecked();
    await second.user.click(pageBox());
    expect(second.onChange).toHaveBeenLastCalledWith(new Set());
  });
});
