import { fill } from '@cermat/core';
import { ColumnCard, RowCard, type PageRow } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { messagesOf } from '../../support/messages';

/** A page being built: rows of column cards, each with its menu. */
function Builder({ rows, onAction }: { rows: PageRow[]; onAction: (what: string) => void }) {
  return (
    <div className="grid max-w-4xl gap-4">
      {rows.map((row) => (
        <RowCard
          key={row.number}
          number={row.number}
          onAddColumn={() => onAction(`add-column ${row.number}`)}
          onDeleteRow={() => onAction(`delete-row ${row.number}`)}
        >
          {row.columns.map((col) => (
            <ColumnCard
              key={`${col.order}-${col.component}`}
              {...col}
              onEdit={() => onAction(`edit ${col.component}`)}
              onDelete={() => onAction(`delete ${col.component}`)}
            />
          ))}
        </RowCard>
      ))}
    </div>
  );
}

const rows: PageRow[] = [
  {
    number: 1,
    columns: [
      { grid: 8, component: 'ChartKompetensi', order: 1 },
      { grid: 4, component: 'RingkasanPeserta', order: 2 },
    ],
  },
  { number: 2, columns: [{ grid: 12, component: 'TabelJadwal', order: 1 }] },
  { number: 3, columns: [] },
];

const meta = {
  title: 'Kit/Page builder/Rows and columns',
  component: Builder,
  tags: ['autodocs'],
  args: { rows, onAction: fn() },
} satisfies Meta<typeof Builder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opens the menu of the button named `name` and checks it offers `items`, in order. */
async function openMenu(name: string, items: string[]) {
  await userEvent.click(screen.getByRole('button', { name }));
  const found = await screen.findAllByRole('menuitem');
  await expect(found.map((item) => item.textContent)).toEqual(items);
}

/** The row menu open: 'Add Column', 'Delete Row'. */
export const RowMenuOpen: Story = {
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openMenu(`${t.common.actions} ${fill(t.page.row, { number: 1 })}`, [
      t.page.addColumn,
      t.page.deleteRow,
    ]);
  },
};

/** The column menu open: edit, delete. */
export const ColumnMenuOpen: Story = {
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    await openMenu(`${t.common.actions} ${fill(t.page.column, { grid: 4 })} RingkasanPeserta`, [
      t.page.editColumn,
      t.page.deleteColumn,
    ]);
  },
};

export const LongTexts: Story = {
  args: {
    rows: [
      {
        number: 1,
        columns: [
          {
            grid: 2,
            component: 'KomponenDenganNamaFileYangSangatPanjangSekaliUntukDiuji',
            order: 1,
          },
        ],
      },
    ],
  },
};

export const English: Story = { globals: { locale: 'en' } };
