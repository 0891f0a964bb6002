import { DEFAULT_PAGE_SIZE, DEFAULT_STATUS, PAGE_SIZES } from '@cermat/core';
import { Pager, PageSizeSelect, SearchBox, StatusFilter, type RecordStatus } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { roles } from '../../support/fixtures';
import { useMessages } from '../../support/messages';
import { RoleTable } from './role-table';

const all = roles(87);

/** The whole list pattern put together, filtering and paging in memory as the server would. */
function RoleList({ canWrite }: { canWrite: boolean }) {
  const m = useMessages();
  const [status, setStatus] = useState<RecordStatus>(DEFAULT_STATUS);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const matching = all.filter(
    (r) => r.status === status && r.role_name.toLowerCase().includes(search.toLowerCase()),
  );
  const last = Math.max(1, Math.ceil(matching.length / size));
  const current = Math.min(page, last);
  const from = matching.length ? (current - 1) * size + 1 : null;
  const rows = matching.slice((current - 1) * size, current * size);
  return (
    <section className="grid gap-4 rounded-lg bg-surface p-5 shadow-sm">
      <h1 className="text-lg font-semibold">{m.role.listTitle}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <StatusFilter value={status} onChange={setStatus} />
        <PageSizeSelect value={size} options={PAGE_SIZES} onChange={setSize} />
        <SearchBox value={search} onChange={setSearch} className="ml-auto w-72" />
      </div>
      <RoleTable rows={rows} firstNumber={from ?? 1} canWrite={canWrite} onRowAction={() => {}} />
      <Pager
        from={from}
        to={from === null ? null : from + rows.length - 1}
        total={matching.length}
        prevUrl={current > 1 ? String(current - 1) : null}
        nextUrl={current < last ? String(current + 1) : null}
        onNavigate={(url) => setPage(Number(url))}
      />
    </section>
  );
}

const meta = {
  title: 'Kit/List/List pattern',
  component: RoleList,
  tags: ['autodocs'],
  args: { canWrite: true },
} satisfies Meta<typeof RoleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoWriteRight: Story = { args: { canWrite: false } };

export const English: Story = { globals: { locale: 'en' } };
