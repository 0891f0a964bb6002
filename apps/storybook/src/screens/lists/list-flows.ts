import { id } from '@cermat/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The main flow of a list: search, and only the matching rows remain. */
export function searchFor(term: string, kept: string, dropped: string) {
  return async () => {
    await screen.findByText(dropped);
    await userEvent.type(screen.getByRole('searchbox', { name: id.list.search }), term);
    await expect(await screen.findByText(kept)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(dropped)).toBeNull());
  };
}

/** A list with nothing in it says so. */
export async function saysEmpty() {
  await expect(await screen.findByText(id.list.empty)).toBeInTheDocument();
}

/** A reader's list: rows, but no add link and no row actions. */
export async function noWriteActions() {
  const table = await screen.findByRole('table');
  await within(table).findAllByRole('row');
  await expect(screen.queryByRole('link', { name: id.common.add })).toBeNull();
  await expect(screen.queryByRole('button', { name: id.common.disable })).toBeNull();
}
