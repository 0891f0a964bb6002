import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../../support/console';
import { listScreenStories } from '../../support/screen-stories';

const meta = { title: 'Screens/Pelaksanaan/List', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStories({
  path: '/master/pelaksanaan',
  resource: 'pelaksanaan',
  // A test code finds its schedule.
  search: {
    term: 'UK-04',
    kept: 'Uji Kompetensi Gelombang 4',
    dropped: 'Uji Kompetensi Gelombang 2',
  },
  disable: 'Uji Kompetensi Gelombang 2',
});

export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** 'Data Tidak Tersedia'. */
export const Empty: Story = states.empty;
/** 500 rows on one page. */
export const ManyRows: Story = states.manyRows;
/** Every text column at its longest, three long codes a row. */
export const LongValues: Story = states.longValues;
/** A role that only reads: no add link, no row actions. */
export const ReadOnly: Story = states.readOnly;
/** The main flow: search by a test code, and only its schedule remains. */
export const Search: Story = states.search;
/** Disable a row: the question, 'Berhasil', and the row leaves the enabled list. */
export const Disable: Story = states.disable;
