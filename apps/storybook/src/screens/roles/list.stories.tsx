import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../../support/console';
import { listScreenStories } from '../../support/screen-stories';

const meta = { title: 'Screens/Roles/List', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStories({
  path: '/master/role',
  resource: 'roles',
  search: { term: 'Manager', kept: 'Manager 10', dropped: 'Operator 7' },
  disable: 'Manager 2',
});

export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** 'Data Tidak Tersedia'. */
export const Empty: Story = states.empty;
/** 500 rows on one page. */
export const ManyRows: Story = states.manyRows;
/** Every text column at its longest. */
export const LongValues: Story = states.longValues;
/** A role that only reads: no add link, no row actions. */
export const ReadOnly: Story = states.readOnly;
/** The main flow: search, and only the matching rows remain. */
export const Search: Story = states.search;
/** Disable a row: the question, 'Berhasil', and the row leaves the enabled list. */
export const Disable: Story = states.disable;
/** On a phone each role is a card with its fields and actions (played at 390 px). */
export const Phone: Story = {
  ...states.filled,
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
