import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta, screenState } from '../../support/console';
import { says } from '../../support/flows';
import { asksBeforeRestoring, listsChanges, restoreRefusedAsChanged } from './audit-flows';

// 'Riwayat Perubahan' under an edit form, on the role form: the mock's trail
// holds two edits of role 1 (the newer one can be restored) and none of role 3.
const meta = { title: 'Screens/Audit/History', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const edited = screenState({ path: '/master/role/edit/1' });

/** The record's changes, newest first, each with its fields before and after. */
export const Changes: Story = { ...edited, play: listsChanges };
/** 'Kembalikan' asks 'Perhatian' before writing the change's old values back. */
export const RestoreQuestion: Story = { ...edited, play: asksBeforeRestoring };
/** An older change: the record changed since, so the server refuses (409) and says so. */
export const RestoreRefused: Story = { ...edited, play: restoreRefusedAsChanged };
/** A record nobody changed yet. */
export const NoChanges: Story = {
  ...screenState({ path: '/master/role/edit/3' }),
  play: says((t) => t.audit.historyEmpty),
};
