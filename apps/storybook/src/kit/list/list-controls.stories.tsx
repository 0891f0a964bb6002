import { PageSizeSelect, SearchBox, StatusFilter, type RecordStatus } from '@cermat/ui-kit';
import { PAGE_SIZES, STATUS } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

/** The toolbar above every list: status filter, 'Show' page size, search. */
function ListToolbar({
  status: initialStatus,
  search: initialSearch,
}: {
  status: RecordStatus;
  search: string;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [search, setSearch] = useState(initialSearch);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <StatusFilter value={status} onChange={setStatus} />
      <PageSizeSelect value={size} options={PAGE_SIZES} onChange={setSize} />
      <SearchBox value={search} onChange={setSearch} className="ml-auto w-72" />
    </div>
  );
}

const meta = {
  title: 'Kit/List/Toolbar',
  component: ListToolbar,
  tags: ['autodocs'],
  args: { status: STATUS.ENABLE, search: '' },
} satisfies Meta<typeof ListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DisabledFilter: Story = { args: { status: STATUS.DISABLE } };

export const WithSearch: Story = { args: { search: 'admin' } };

export const English: Story = { globals: { locale: 'en' } };
