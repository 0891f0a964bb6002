import { id } from '@cermat/core';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { field } from './console';

// The play functions the screen stories share. They find things by role and by the
// locale's texts, never by markup, so a screen's redesign keeps them valid.

/** The list's table as it is now (a search or a reload renders it anew). */
export const table = async () => within(await screen.findByRole('table'));

/** The screen shows a text (a message, a heading, the list's range), exactly or as a prefix. */
export function says(text: string, { prefix = false } = {}) {
  return async () => {
    const found = await screen.findAllByText((content) =>
      prefix ? content.startsWith(text) : content === text,
    );
    await expect(found[0]).toBeVisible();
  };
}

/** The main flow of a list: search, and only the matching rows remain. */
export function searchFor(term: string, kept: string, dropped: string) {
  return async () => {
    await (await table()).findByText(dropped);
    await userEvent.type(screen.getByRole('searchbox', { name: id.list.search }), term);
    await expect(await (await table()).findByText(kept)).toBeInTheDocument();
    await waitFor(async () => expect((await table()).queryByText(dropped)).toBeNull());
  };
}

/** Disables one enabled row: the question, 'Iya', 'Berhasil', and the row leaves the list. */
export function disableRow(name: string) {
  return async () => {
    await (await table()).findByText(name);
    const row = (await table()).getAllByRole('row').find((r) => within(r).queryByText(name));
    await userEvent.click(within(row!).getByRole('button', { name: id.common.disable }));
    const question = await screen.findByRole('alertdialog', { name: id.confirm.title });
    await expect(within(question).getByText(id.confirm.disable)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: id.confirm.yes }));
    await expect(await screen.findByText(id.success.updated)).toBeInTheDocument();
    await waitFor(async () => expect((await table()).queryByText(name)).toBeNull());
  };
}

/** A reader's list: rows, but no add link and no row actions. */
export async function noWriteActions() {
  await (await table()).findAllByRole('row');
  await expect(screen.queryByRole('link', { name: id.common.add })).toBeNull();
  await expect(screen.queryByRole('button', { name: id.common.disable })).toBeNull();
}

/** An edit form is ready once its record filled the field. */
export function loaded(label: string) {
  return async () => {
    const input = await field(label);
    await waitFor(() => expect(input).not.toHaveValue(''));
  };
}

/** Replaces a field's value, as a user retypes it. */
async function retype(label: string, value: string) {
  const input = await field(label);
  await waitFor(() => expect(input).not.toHaveValue(''));
  await userEvent.clear(input);
  await userEvent.type(input, value);
  return input;
}

const save = () => userEvent.click(screen.getByRole('button', { name: id.common.save }));

/** Simpan with a value another record holds: the server's 422 marks that field. */
export function refusedOnSave(label: string, taken: string) {
  return async () => {
    const input = await retype(label, taken);
    await save();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(/\S/);
  };
}

/** The main flow of a form: a change, Simpan, and 'Berhasil'. */
export function savedWithSuccess(label: string, value: string) {
  return async () => {
    await retype(label, value);
    await save();
    await expect(await screen.findByText(id.success.title)).toBeInTheDocument();
  };
}

/** Changes a form field, as a user does before leaving without saving. */
export const retyping = (label: string) => () => retype(label, 'Perubahan yang belum disimpan');

/** A changed screen asks before Kembali leaves it, and stays when the answer is no. */
export function asksBeforeLeaving(change: () => Promise<unknown>, back: string = id.common.back) {
  return async () => {
    await change();
    const here = window.location.hash;
    // The question is the browser's confirm or an in-app dialog with the same words: either
    // counts, and "no" keeps the screen.
    const asked = spyOn(window, 'confirm').mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: back }));
      await waitFor(() =>
        expect(
          asked.mock.calls.some(([text]) => text === id.confirm.leaveUnsaved) ||
            screen.queryByText(id.confirm.leaveUnsaved) !== null,
        ).toBe(true),
      );
    } finally {
      asked.mockRestore();
    }
    await expect(window.location.hash).toBe(here);
  };
}
