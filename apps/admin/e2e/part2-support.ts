import { id } from '@cermat/core';
import type { Page } from 'playwright-core';
import { expectSuccess, press, row } from './support/console';

/** On a list filtered to one record: disable, restore, disable again and delete the one row the list shows for `name`. */
export async function lifecycle(p: Page, name: string) {
  await row(p, name).getByRole('button', { name: id.common.disable }).click();
  await press(p, id.confirm.yes);
  await expectSuccess(p);
  await p.getByText(id.list.empty).waitFor();
  await p.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
  await row(p, name).getByRole('button', { name: id.common.restore }).click();
  await press(p, id.confirm.yes);
  await expectSuccess(p);
  await p.getByText(id.list.empty).waitFor();
  await p.getByLabel(id.list.statusFilter).selectOption({ label: id.status.ENABLE });
  await row(p, name).getByRole('button', { name: id.common.disable }).click();
  await press(p, id.confirm.yes);
  await expectSuccess(p);
  await p.getByLabel(id.list.statusFilter).selectOption({ label: id.status.DISABLE });
  await row(p, name).getByRole('button', { name: id.common.delete }).click();
  await press(p, id.confirm.yes);
  await expectSuccess(p);
  await p.getByText(id.list.empty).waitFor();
}

/** The link names of the side menu, top to bottom. */
export const sideMenuOrder = (p: Page) =>
  p
    .locator('[data-slot="side-menu"] [data-menu]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-menu')));
