import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { field } from './console';
import { messagesOf, textOf, type PlayText } from './messages';

// The play functions the screen stories share. They find things by role and by the texts
// of the story's locale (its globals), never by markup, so a screen's redesign keeps them
// valid and a play passes in every language of the toolbar.

/** A play: Storybook hands it the story's context, whose globals say the language. */
export type Play = (context: Pick<StoryContext, 'globals'>) => Promise<void>;

/** The list's table as it is now (a search or a reload renders it anew). */
export const table = async () => within(await screen.findByRole('table'));

/** The screen shows a text (a message, a heading, the list's range), exactly or as a prefix. */
export function says(wanted: PlayText, { prefix = false } = {}): Play {
  return async ({ globals }) => {
    const text = textOf(wanted, globals);
    const found = await screen.findAllByText((content) =>
      prefix ? content.startsWith(text) : content === text,
    );
    await expect(found[0]).toBeVisible();
  };
}

/** The main flow of a list: search, and only the matching rows remain. */
export function searchFor(term: string, kept: PlayText, dropped: string): Play {
  return async ({ globals }) => {
    await (await table()).findByText(dropped);
    const search = messagesOf(globals).list.search;
    await userEvent.type(screen.getByRole('searchbox', { name: search }), term);
    await expect(await (await table()).findByText(textOf(kept, globals))).toBeInTheDocument();
    await waitFor(async () => expect((await table()).queryByText(dropped)).toBeNull());
  };
}

/** Disables one enabled row: the question, 'Iya', 'Berhasil', and the row leaves the list. */
export function disableRow(name: string): Play {
  return async ({ globals }) => {
    const t = messagesOf(globals);
    await (await table()).findByText(name);
    const row = (await table()).getAllByRole('row').find((r) => within(r).queryByText(name));
    await userEvent.click(within(row!).getByRole('button', { name: t.common.disable }));
    const question = await screen.findByRole('alertdialog', { name: t.confirm.title });
    await expect(within(question).getByText(t.confirm.disable)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: t.confirm.yes }));
    await expect(await screen.findByText(t.success.updated)).toBeInTheDocument();
    await waitFor(async () => expect((await table()).queryByText(name)).toBeNull());
  };
}

/** A reader's list: rows, but no add link and no row actions. */
export const noWriteActions: Play = async ({ globals }) => {
  const t = messagesOf(globals);
  await (await table()).findAllByRole('row');
  await expect(screen.queryByRole('link', { name: t.common.add })).toBeNull();
  await expect(screen.queryByRole('button', { name: t.common.disable })).toBeNull();
};

/** An edit form is ready once its record filled the field. */
export function loaded(label: PlayText): Play {
  return async ({ globals }) => {
    const input = await field(textOf(label, globals));
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

const save = (globals: StoryContext['globals']) =>
  userEvent.click(screen.getByRole('button', { name: messagesOf(globals).common.save }));

/** Simpan with a value another record holds: the server's 422 marks that field. */
export function refusedOnSave(label: PlayText, taken: string): Play {
  return async ({ globals }) => {
    const input = await retype(textOf(label, globals), taken);
    await save(globals);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(/\S/);
  };
}

/** The main flow of a form: a change, Simpan, and 'Berhasil'. */
export function savedWithSuccess(label: PlayText, value: string): Play {
  return async ({ globals }) => {
    await retype(textOf(label, globals), value);
    await save(globals);
    await expect(await screen.findByText(messagesOf(globals).success.title)).toBeInTheDocument();
  };
}

/** Changes a form field, as a user does before leaving without saving. */
export const retyping: (label: PlayText) => Play =
  (label) =>
  async ({ globals }) => {
    await retype(textOf(label, globals), 'Perubahan yang belum disimpan');
  };

/** A changed screen asks before Kembali leaves it, and stays when the answer is no. */
export function asksBeforeLeaving(change: Play, back: PlayText = (t) => t.common.back): Play {
  return async (context) => {
    const t = messagesOf(context.globals);
    await change(context);
    const here = window.location.hash;
    // The question is the browser's confirm or an in-app dialog with the same words: either
    // counts, and "no" keeps the screen.
    const asked = spyOn(window, 'confirm').mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: textOf(back, context.globals) }));
      await waitFor(() =>
        expect(
          asked.mock.calls.some(([text]) => text === t.confirm.leaveUnsaved) ||
            screen.queryByText(t.confirm.leaveUnsaved) !== null,
        ).toBe(true),
      );
    } finally {
      asked.mockRestore();
    }
    await expect(window.location.hash).toBe(here);
  };
}
