import { fill, id } from '@cermat/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { ColumnCard } from './column-card';
import { RowCard } from './row-card';

function row(
  handlers: Partial<Record<'add' | 'deleteRow' | 'edit' | 'deleteCol', () => void>> = {},
) {
  return renderKit(
    <RowCard
      number={1}
      onAddColumn={handlers.add ?? (() => {})}
      onDeleteRow={handlers.deleteRow ?? (() => {})}
    >
      <ColumnCard
        grid={4}
        component="ChartWidget"
        order={1}
        onEdit={handlers.edit ?? (() => {})}
        onDelete={handlers.deleteCol ?? (() => {})}
      />
    </RowCard>,
  );
}

const rowTitle = fill(id.page.row, { number: 1 });
const colTitle = fill(id.page.column, { grid: 4 });

/** The card's border classes by property (cx joins, so each must appear once). */
function borderClasses(card: Element) {
  const border = [...card.classList].filter((c) => c.startsWith('border'));
  return {
    style: border.filter((c) => /^border-(solid|dashed|dotted|double|none|hidden)$/.test(c)),
    color: border.filter(
      (c) => !/^border(-\d+|-(solid|dashed|dotted|double|none|hidden))?$/.test(c),
    ),
  };
}

describe('ColumnCard border', () => {
  it.each([
    [undefined, 'border-dashed', 'border-primary/50'],
    [['Component wajib diisi'], 'border-solid', 'border-danger'],
  ])('errors %j: one border style and one border colour', (errors, style, color) => {
    renderKit(
      <ul>
        <ColumnCard
          grid={4}
          component="ChartWidget"
          order={1}
          onEdit={() => {}}
          onDelete={() => {}}
          {...(errors ? { errors } : {})}
        />
      </ul>,
    );
    expect(borderClasses(screen.getByRole('listitem'))).toEqual({
      style: [style],
      color: [color],
    });
  });
});

describe('RowCard and ColumnCard', () => {
  it('shows the row and its column with Col-{grid}, Component and Urutan', async () => {
    row();
    const region = screen.getByRole('region', { name: rowTitle });
    const card = within(region).getByRole('listitem');
    expect(card).toHaveTextContent(colTitle);
    expect(within(card).getByText(id.page.component).nextElementSibling).toHaveTextContent(
      'ChartWidget',
    );
    expect(within(card).getByText(id.page.order).nextElementSibling).toHaveTextContent('1');
    expect(await axeViolations()).toEqual([]);
  });

  it("row menu offers 'Add Column' and 'Delete Row' from the keyboard", async () => {
    const add = vi.fn();
    const deleteRow = vi.fn();
    const { user } = row({ add, deleteRow });
    const menuButton = screen.getByRole('button', { name: `${id.common.actions} ${rowTitle}` });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([id.page.addColumn, id.page.deleteRow]);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(deleteRow).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
  });

  it('column menu offers edit and delete', async () => {
    const edit = vi.fn();
    const deleteCol = vi.fn();
    const { user } = row({ edit, deleteCol });
    await user.click(
      screen.getByRole('button', { name: `${id.common.actions} ${colTitle} ChartWidget` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: id.page.editColumn }));
    expect(edit).toHaveBeenCalledTimes(1);
    await user.click(
      screen.getByRole('button', { name: `${id.common.actions} ${colTitle} ChartWidget` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: id.page.deleteColumn }));
    expect(deleteCol).toHaveBeenCalledTimes(1);
  });
});
