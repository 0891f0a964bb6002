import { BUILT_IN_WIDGETS, fill, id, validateColumn, type PageRow } from '@cermat/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { usePageBuilder } from '../hooks/use-page-builder';
import { PageBuilder } from './page-builder';

const noFailure = { fields: {}, sent: undefined };

function Harness({
  onSubmit,
  initial = [],
  failed = noFailure,
}: {
  onSubmit: () => void;
  initial?: PageRow[];
  failed?: { fields: Record<string, string>; sent: PageRow[] | undefined };
}) {
  const builder = usePageBuilder();
  useEffect(() => {
    builder.store.load({ nama_page: 'p', deskripsi_page: '', rows: initial });
  }, []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <PageBuilder builder={builder} failed={failed} />
      <output data-testid="dirty">
        {String(JSON.stringify(builder.store.values) !== JSON.stringify(builder.store.baseline))}
      </output>
      <button type="button" onClick={builder.store.reset}>
        reset
      </button>
    </form>
  );
}

async function addColumn(grid: string, component: string, order: string, rowNumber = 1) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `${id.common.actions} Row ${rowNumber}` }));
  await user.click(await screen.findByRole('menuitem', { name: id.page.addColumn }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText(id.page.grid, { exact: false }), grid);
  await user.type(
    within(dialog).getByLabelText(id.page.componentFile, { exact: false }),
    component,
  );
  await user.type(within(dialog).getByLabelText(id.page.order, { exact: false }), order);
  await user.click(within(dialog).getByRole('button', { name: id.common.saveColumn }));
}

const cards = () =>
  Array.from(document.querySelectorAll('[data-slot="column-card"]')).map((c) => c.textContent);

describe('PageBuilder', () => {
  // jsdom has no ResizeObserver; Headless UI's menus watch their button with one.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('adds columns in order through the dialog without submitting the page form', async () => {
    const submit = vi.fn();
    renderInApp(<Harness onSubmit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: id.page.addRow }));
    await addColumn('Col-6', 'Clock', '2');
    await addColumn('Col-6', 'StatCard', '1');
    expect(submit).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toContain('StatCard');
    expect(cards()[1]).toContain('Clock');
  });

  it('refuses an empty column with the field messages', async () => {
    const user = userEvent.setup();
    renderInApp(<Harness onSubmit={vi.fn()} initial={[{ number: 1, columns: [] }]} />);
    await user.click(screen.getByRole('button', { name: `${id.common.actions} Row 1` }));
    await user.click(await screen.findByRole('menuitem', { name: id.page.addColumn }));
    await user.click(await screen.findByRole('button', { name: id.common.saveColumn }));
    expect(await screen.findByText(id.page.componentRequired)).toBeInTheDocument();
    expect(screen.getByText(id.page.orderInvalid)).toBeInTheDocument();
  });

  it('refuses a component name with an extension by core’s rule and offers the widgets', async () => {
    renderInApp(<Harness onSubmit={vi.fn()} initial={[{ number: 1, columns: [] }]} />);
    await addColumn('Col-6', 'Clock.tsx', '1');
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText(id.page.componentFile, { exact: false });
    expect(name).toHaveAccessibleDescription(
      validateColumn({ grid: 6, component: 'Clock.tsx', order: 1 }).component,
    );
    const offered = Array.from(document.querySelectorAll(`#${name.getAttribute('list')} option`));
    expect(offered.map((o) => o.getAttribute('value'))).toEqual([...BUILT_IN_WIDGETS]);
    expect(cards()).toHaveLength(0);
  });

  it('shows what the server refused at its row and column, until that column changes', async () => {
    const user = userEvent.setup();
    const columns = [
      { number: 1, grid: 6, component: 'Clock', order: 1 },
      { number: 2, grid: 6, component: 'Card.tsx', order: 2 },
    ];
    const rows = [{ number: 1, columns }];
    const message = 'Nama File Component tidak valid.';
    renderInApp(
      <Harness
        onSubmit={vi.fn()}
        initial={rows}
        failed={{ fields: { 'detail_page.0.columns.1.component': message }, sent: rows }}
      />,
    );
    const refused = document.querySelectorAll('[data-slot="column-card"]')[1]!;
    expect(within(refused as HTMLElement).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `${id.common.actions} Col-6 Card.tsx` }));
    await user.click(await screen.findByRole('menuitem', { name: id.page.editColumn }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(id.page.componentFile, { exact: false });
    await user.clear(name);
    await user.type(name, 'StatCard');
    await user.click(within(dialog).getByRole('button', { name: id.common.saveColumn }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('renumbers the rows after one is deleted', async () => {
    const user = userEvent.setup();
    const column = { number: 1, grid: 12, component: 'InfoText', order: 1 };
    renderInApp(
      <Harness
        onSubmit={vi.fn()}
        initial={[
          { number: 1, columns: [] },
          { number: 2, columns: [column] },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: `${id.common.actions} Row 1` }));
    await user.click(await screen.findByRole('menuitem', { name: id.page.deleteRow }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Row 1',
    ]);
    expect(cards()[0]).toContain('InfoText');
  });

  it('asks before deleting a row with columns, and keeps it when told not to', async () => {
    const user = userEvent.setup();
    const column = { number: 1, grid: 12, component: 'InfoText', order: 1 };
    renderInApp(<Harness onSubmit={vi.fn()} initial={[{ number: 1, columns: [column] }]} />);
    const deleteRow = async () => {
      await user.click(screen.getByRole('button', { name: `${id.common.actions} Row 1` }));
      await user.click(await screen.findByRole('menuitem', { name: id.page.deleteRow }));
      return screen.findByRole('alertdialog');
    };
    const question = fill(id.page.deleteRowQuestion, { number: 1, count: 1 });
    expect(await deleteRow()).toHaveTextContent(question);
    await user.click(screen.getByRole('button', { name: id.confirm.no }));
    expect(cards()[0]).toContain('InfoText');
    await deleteRow();
    await user.click(screen.getByRole('button', { name: id.confirm.yes }));
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('edits a column from its values, counts as a change, and Reset brings the loaded rows back', async () => {
    const user = userEvent.setup();
    const column = { number: 1, grid: 12, component: 'InfoText', order: 1 };
    renderInApp(<Harness onSubmit={vi.fn()} initial={[{ number: 1, columns: [column] }]} />);
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
    await user.click(screen.getByRole('button', { name: `${id.common.actions} Col-12 InfoText` }));
    await user.click(await screen.findByRole('menuitem', { name: id.page.editColumn }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(id.page.componentFile, { exact: false });
    expect(name).toHaveValue('InfoText');
    await user.clear(name);
    await user.type(name, 'Clock');
    await user.click(within(dialog).getByRole('button', { name: id.common.saveColumn }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toContain('Clock');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(cards()[0]).toContain('InfoText');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });
});
