import { PageRenderer, type ComponentRegistry, type PageRow } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

function Widget({ title, body }: { title: string; body: string }) {
  return (
    <div className="h-full rounded-lg border border-border bg-surface p-4 shadow-sm">
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm text-muted-fg">{body}</p>
    </div>
  );
}

// Built-in widgets by component file name, as the render screen's registry holds them.
const registry: ComponentRegistry = {
  Sambutan: () => <Widget title="Selamat datang" body="Ringkasan kegiatan asesmen minggu ini." />,
  Statistik: () => <Widget title="Statistik" body="128 peserta, 12 jadwal aktif." />,
  Pengumuman: () => <Widget title="Pengumuman" body="Jadwal ujian berikutnya dimulai Senin." />,
};

const meta = {
  title: 'Kit/Page builder/PageRenderer',
  component: PageRenderer,
  tags: ['autodocs'],
  args: {
    registry,
    rows: [
      {
        number: 1,
        columns: [
          { grid: 8, component: 'Sambutan', order: 1 },
          { grid: 4, component: 'Statistik', order: 2 },
        ],
      },
      { number: 2, columns: [{ grid: 12, component: 'Pengumuman', order: 1 }] },
    ] satisfies PageRow[],
  },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A name missing from the registry: a visible card, the rest of the page still renders. */
export const ComponentNotFound: Story = {
  args: {
    rows: [
      {
        number: 1,
        columns: [
          { grid: 6, component: 'Sambutan', order: 1 },
          { grid: 6, component: 'GrafikLama', order: 2 },
        ],
      },
    ],
  },
};

export const English: Story = {
  args: { rows: [{ number: 1, columns: [{ grid: 12, component: 'Hilang', order: 1 }] }] },
  globals: { locale: 'en' },
};
