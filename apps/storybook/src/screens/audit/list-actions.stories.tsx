import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta, screenState } from '../../support/console';
import { serverTexts } from '../../support/messages';
import { asksOnceToDisable, exportInProgress, reportsFailures, selects } from './audit-flows';

// 'Export CSV' and the bulk actions on one list of the common pattern, the
// user list: every list has them alike (the console's RecordsListScreen).
const meta = { title: 'Screens/Audit/List actions', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/master/user';
/** The signed-in administrator's own account, which no one disables, and another one. */
const chosen = ['admin', 'user2'];

/** The download under way: the button says so and waits (the server never answers here). */
export const ExportProgress: Story = {
  ...screenState({ path, scenario: { pending: { entries: ['exports.csv'] } } }),
  play: exportInProgress,
};
/** Two rows ticked: the toolbar counts them and offers what applies (Disable). */
export const BulkSelection: Story = { ...screenState({ path }), play: selects(chosen) };
/** Disable asks once, with the number of records. */
export const BulkQuestion: Story = { ...screenState({ path }), play: asksOnceToDisable(chosen) };
/** One call, and per row what failed and why: one's own account is refused. */
export const BulkFailures: Story = {
  ...screenState({ path }),
  play: reportsFailures(chosen, 'admin', serverTexts.server.ownAccount),
};
