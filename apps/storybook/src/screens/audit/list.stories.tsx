import { fill } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../../support/console';
import { listStates } from '../../support/screen-stories';
import { filterBy, opensChangeOf, opensNewestChange } from './audit-flows';

const meta = { title: 'Screens/Audit/List', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// The mock's trail repeats a working day: the second user ('user2') changed a page and a
// pohon profesi ('Teknik Informatika 1'); the only upload ('foto-profil.png') was the
// administrator's. Rows name their records ('Unggahan: #foto-profil.png'); the id column
// holds the upload's name alone.
const states = listStates({
  path: '/master/audit',
  resource: 'audit',
  search: {
    term: 'user2',
    kept: (t) =>
      fill(t.audit.record, {
        entity: t.audit['entity-pohon_profesi'],
        name: 'Teknik Informatika 1',
      }),
    dropped: 'foto-profil.png',
  },
});

/** 'Semua Data Audit': newest first, with the user, entity, action and date filters. */
export const Filled: Story = { ...states.filled, tags: ['visual'] };
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
/** 'Data Tidak Tersedia'. */
export const Empty: Story = states.empty;
/** 500 rows on one page. */
export const ManyRows: Story = states.manyRows;
/** Every text column (user, role, record, address) at its longest. */
export const LongValues: Story = states.longValues;
/** The trail is read-only for everyone: a role that only reads sees the same list. */
export const ReadOnly: Story = states.readOnly;
/** Search by user name: only that user's changes remain. */
export const Search: Story = states.search;
/** Filter by entity: only the changes of roles remain. */
export const Filter: Story = {
  ...states.filled,
  play: filterBy(
    (t) => t.audit.filterEntity,
    (t) => t.audit['entity-role'],
    (t) => t.audit['action-status'],
    'foto-profil.png',
  ),
};
/** 'Lihat' on the newest change: its fields before and after. */
export const Detail: Story = { ...states.filled, play: opensNewestChange };
/**
 * A menu's rename, opened (the trail's menu is a LABEL, 'Utama'): its row names it as it
 * was then, and the dialog lists only what changed, by the form's labels, dates as the
 * lists show them.
 */
export const FormattedChange: Story = {
  ...states.filled,
  play: opensChangeOf(
    (t) => t.audit['entity-menu'],
    (t) => [t.menu.labelName, t.common.updatedAt],
  ),
};
