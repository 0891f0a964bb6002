import { fill, type Messages } from '@cermat/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { field } from '../../support/console';
import { table, type Play } from '../../support/flows';
import { messagesOf, serverTexts, textOf, type PlayText } from '../../support/messages';

// The play functions of the Audit stories: the Audit list's filters and
// detail, the history panel of an edit form, and Export CSV and the bulk actions of a list.
// Like the shared ones they find things by role and by the story's locale's texts only.

/** The Audit list's filter: an option chosen, and only the rows it allows remain. */
export function filterBy(label: PlayText, option: PlayText, kept: PlayText, dropped: string): Play {
  return async ({ globals }) => {
    await (await table()).findByText(dropped);
    await userEvent.selectOptions(await field(textOf(label, globals)), textOf(option, globals));
    await expect(await (await table()).findByText(textOf(kept, globals))).toBeInTheDocument();
    await waitFor(async () => expect((await table()).queryByText(dropped)).toBeNull());
  };
}

/** 'Lihat' on the newest row: its change, field by field, before and after. */
export const opensNewestChange: Play = async ({ globals }) => {
  const t = messagesOf(globals);
  const [newest] = await (await table()).findAllByRole('button', { name: t.audit.view });
  await userEvent.click(newest!);
  const dialog = await screen.findByRole('dialog', { name: t.audit.detailTitle });
  await expect(
    await within(dialog).findByRole('columnheader', { name: t.audit.before }),
  ).toBeInTheDocument();
  await expect(within(dialog).getByRole('columnheader', { name: t.audit.after })).toBeVisible();
};

/** The edit form's history panel, once its changes have loaded. */
async function historyPanel(t: Messages) {
  const panel = await screen.findByRole('region', { name: t.audit.history });
  await within(panel).findAllByRole('listitem');
  return within(panel);
}

/** The panel lists the record's changes, each with 'Kembalikan'. */
export const listsChanges: Play = async ({ globals }) => {
  const t = messagesOf(globals);
  const panel = await historyPanel(t);
  await expect(
    panel.getAllByRole('button', { name: t.audit.restoreButton }).length,
  ).toBeGreaterThan(0);
  await expect(panel.getAllByRole('table').length).toBeGreaterThan(0);
};

/** 'Kembalikan' on the change at `index` (0: the newest): 'Perhatian' asks first. */
async function askToRestore(t: Messages, index: number) {
  const panel = await historyPanel(t);
  await userEvent.click(panel.getAllByRole('button', { name: t.audit.restoreButton })[index]!);
  const question = await screen.findByRole('alertdialog', { name: t.confirm.title });
  await expect(within(question).getByText(t.audit.restoreConfirm)).toBeVisible();
  return within(question);
}

/** 'Kembalikan' on the newest change asks 'Perhatian' before anything is written. */
export const asksBeforeRestoring: Play = async ({ globals }) => {
  await askToRestore(messagesOf(globals), 0);
};

/** Restoring an older change: the record changed since, and the server's 409 says so. */
export const restoreRefusedAsChanged: Play = async ({ globals }) => {
  const t = messagesOf(globals);
  const question = await askToRestore(t, 1);
  await userEvent.click(question.getByRole('button', { name: t.confirm.yes }));
  await expect(await screen.findByText(serverTexts.server.stale)).toBeVisible();
};

/** 'Export CSV' pressed: the button says it is downloading and waits, busy. */
export const exportInProgress: Play = async ({ globals }) => {
  const t = messagesOf(globals);
  await userEvent.click(await screen.findByRole('button', { name: t.audit.exportCsv }));
  const busy = await screen.findByRole('button', { name: t.audit.exporting });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
};

/** Ticks each named row: the toolbar counts the selection. */
async function selectRows(t: Messages, names: readonly string[]) {
  for (const name of names) {
    const box = await (
      await table()
    ).findByRole('checkbox', {
      name: fill(t.list.selectRow, { name }),
    });
    await userEvent.click(box);
  }
  const toolbar = await screen.findByRole('toolbar', { name: t.audit.selection });
  await expect(
    within(toolbar).getByText(fill(t.audit.selected, { count: names.length })),
  ).toBeVisible();
  return within(toolbar);
}

/** Disable on the selection asks once, with the number of records. */
async function askToDisable(t: Messages, names: readonly string[]) {
  const toolbar = await selectRows(t, names);
  await userEvent.click(toolbar.getByRole('button', { name: t.common.disable }));
  const question = await screen.findByRole('alertdialog', { name: t.confirm.title });
  await expect(
    within(question).getByText(fill(t.audit.bulkDisable, { count: names.length })),
  ).toBeVisible();
  return within(question);
}

/** Rows ticked: the toolbar counts them and offers the actions that apply. */
export const selects =
  (names: readonly string[]): Play =>
  async ({ globals }) => {
    await selectRows(messagesOf(globals), names);
  };

/** The bulk Disable's one question, with the count. */
export const asksOnceToDisable =
  (names: readonly string[]): Play =>
  async ({ globals }) => {
    await askToDisable(messagesOf(globals), names);
  };

/** 'Iya': one call, and a report of what failed and why, in the server's words. */
export function reportsFailures(names: readonly string[], failed: string, why: string): Play {
  return async ({ globals }) => {
    const t = messagesOf(globals);
    const question = await askToDisable(t, names);
    await userEvent.click(question.getByRole('button', { name: t.confirm.yes }));
    const report = await screen.findByRole('dialog', { name: t.audit.bulkResultTitle });
    const summary = fill(t.audit.bulkSummary, { ok: names.length - 1, count: names.length });
    await expect(within(report).getByText(summary)).toBeVisible();
    const failure = fill(t.audit.bulkFailure, { name: failed, message: why });
    await expect(within(report).getByText(failure)).toBeVisible();
  };
}

/**
 * 'Lihat' on the newest change of a record of `entity` ('Menu: …', its name then): the
 * fields that changed by their form's labels, values as the screens show them, no stored
 * names and no JSON.
 */
export function opensChangeOf(entity: PlayText, labels: (texts: Messages) => string[]): Play {
  return async ({ globals }) => {
    const t = messagesOf(globals);
    const [cell] = await (
      await table()
    ).findAllByText((text) => text.startsWith(`${textOf(entity, globals)}: `));
    const row = cell!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: t.audit.view }));
    const dialog = await screen.findByRole('dialog', { name: t.audit.detailTitle });
    await within(dialog).findByRole('table');
    const shown = within(dialog)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    await expect(shown).toEqual(labels(t));
    await expect(dialog.textContent).not.toMatch(/[{}"[\]]|_at\b|menu_master_/);
  };
}
