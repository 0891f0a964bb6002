import { fill, id } from '@cermat/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { field } from '../../support/console';
import { table } from '../../support/flows';

// The play functions of the Audit stories: the Audit list's filters and
// detail, the history panel of an edit form, and Export CSV and the bulk actions of a list.
// Like the shared ones they find things by role and by the locale's texts only.

/** The Audit list's filter: an option chosen, and only the rows it allows remain. */
export function filterBy(label: string, option: string, kept: string, dropped: string) {
  return async () => {
    await (await table()).findByText(dropped);
    await userEvent.selectOptions(await field(label), option);
    await expect(await (await table()).findByText(kept)).toBeInTheDocument();
    await waitFor(async () => expect((await table()).queryByText(dropped)).toBeNull());
  };
}

/** 'Lihat' on the newest row: its change, field by field, before and after. */
export async function opensNewestChange() {
  const [newest] = await (await table()).findAllByRole('button', { name: id.audit.view });
  await userEvent.click(newest!);
  const dialog = await screen.findByRole('dialog', { name: id.audit.detailTitle });
  await expect(
    await within(dialog).findByRole('columnheader', { name: id.audit.before }),
  ).toBeInTheDocument();
  await expect(within(dialog).getByRole('columnheader', { name: id.audit.after })).toBeVisible();
}

/** The edit form's history panel, once its changes have loaded. */
async function historyPanel() {
  const panel = await screen.findByRole('region', { name: id.audit.history });
  await within(panel).findAllByRole('listitem');
  return within(panel);
}

/** The panel lists the record's changes, each with 'Kembalikan'. */
export async function listsChanges() {
  const panel = await historyPanel();
  await expect(
    panel.getAllByRole('button', { name: id.audit.restoreButton }).length,
  ).toBeGreaterThan(0);
  await expect(panel.getAllByRole('table').length).toBeGreaterThan(0);
}

/** 'Kembalikan' on the change at `index` (0: the newest): 'Perhatian' asks first. */
async function askToRestore(index: number) {
  const panel = await historyPanel();
  await userEvent.click(panel.getAllByRole('button', { name: id.audit.restoreButton })[index]!);
  const question = await screen.findByRole('alertdialog', { name: id.confirm.title });
  await expect(within(question).getByText(id.audit.restoreConfirm)).toBeVisible();
  return within(question);
}

/** 'Kembalikan' on the newest change asks 'Perhatian' before anything is written. */
export async function asksBeforeRestoring() {
  await askToRestore(0);
}

/** Restoring an older change: the record changed since, and the server's 409 says so. */
export async function restoreRefusedAsChanged() {
  const question = await askToRestore(1);
  await userEvent.click(question.getByRole('button', { name: id.confirm.yes }));
  await expect(await screen.findByText(id.server.stale)).toBeVisible();
}

/** 'Export CSV' pressed: the button says it is downloading and waits, busy. */
export async function exportInProgress() {
  await userEvent.click(await screen.findByRole('button', { name: id.audit.exportCsv }));
  const busy = await screen.findByRole('button', { name: id.audit.exporting });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
}

/** Ticks each named row: the toolbar counts the selection. */
async function selectRows(names: readonly string[]) {
  for (const name of names) {
    const box = await (
      await table()
    ).findByRole('checkbox', {
      name: fill(id.list.selectRow, { name }),
    });
    await userEvent.click(box);
  }
  const toolbar = await screen.findByRole('toolbar', { name: id.audit.selection });
  await expect(
    within(toolbar).getByText(fill(id.audit.selected, { count: names.length })),
  ).toBeVisible();
  return within(toolbar);
}

/** Disable on the selection asks once, with the number of records. */
async function askToDisable(names: readonly string[]) {
  const toolbar = await selectRows(names);
  await userEvent.click(toolbar.getByRole('button', { name: id.common.disable }));
  const question = await screen.findByRole('alertdialog', { name: id.confirm.title });
  await expect(
    within(question).getByText(fill(id.audit.bulkDisable, { count: names.length })),
  ).toBeVisible();
  return within(question);
}

/** Rows ticked: the toolbar counts them and offers the actions that apply. */
export const selects = (names: readonly string[]) => async () => {
  await selectRows(names);
};

/** The bulk Disable's one question, with the count. */
export const asksOnceToDisable = (names: readonly string[]) => async () => {
  await askToDisable(names);
};

/** 'Iya': one call, and a report of what failed and why, in the server's words. */
export function reportsFailures(names: readonly string[], failed: string, why: string) {
  return async () => {
    const question = await askToDisable(names);
    await userEvent.click(question.getByRole('button', { name: id.confirm.yes }));
    const report = await screen.findByRole('dialog', { name: id.audit.bulkResultTitle });
    const summary = fill(id.audit.bulkSummary, { ok: names.length - 1, count: names.length });
    await expect(within(report).getByText(summary)).toBeVisible();
    const failure = fill(id.audit.bulkFailure, { name: failed, message: why });
    await expect(within(report).getByText(failure)).toBeVisible();
  };
}

/**
 * 'Lihat' on the newest change of a record of `entity` ('Menu: …', its name then): the
 * fields that changed by their form's labels, values as the screens show them, no stored
 * names and no JSON.
 */
export function opensChangeOf(entity: string, labels: string[]) {
  return async () => {
    const [cell] = await (await table()).findAllByText((text) => text.startsWith(`${entity}: `));
    const row = cell!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: id.audit.view }));
    const dialog = await screen.findByRole('dialog', { name: id.audit.detailTitle });
    await within(dialog).findByRole('table');
    const shown = within(dialog)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    await expect(shown).toEqual(labels);
    await expect(dialog.textContent).not.toMatch(/[{}"[\]]|_at\b|menu_master_/);
  };
}
