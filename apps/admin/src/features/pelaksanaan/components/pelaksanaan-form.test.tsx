import { fill, id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render';
import { PelaksanaanForm } from './pelaksanaan-form';

const code = (number: number) => fill(id.pelaksanaan.testCode, { number });
const removeButton = (number: number) =>
  screen.getByRole('button', { name: fill(id.pelaksanaan.removeTestCode, { number }) });
const saved = <C extends { name: string }>(calls: C[], name: string) =>
  calls.filter((c) => c.name === name);

describe('PelaksanaanForm', () => {
  it('adds a code row with focus in it, removes one (never the last)', async () => {
    useMockApi();
    const user = userEvent.setup();
    renderInApp(<PelaksanaanForm />);
    const first = await screen.findByRole('textbox', { name: code(1) });
    expect(removeButton(1)).toBeDisabled();
    await user.type(first, 'UK-01');
    await user.click(screen.getByRole('button', { name: id.pelaksanaan.addTestCode }));
    const second = screen.getByRole('textbox', { name: code(2) });
    expect(second).toHaveFocus();
    await user.type(second, 'UK-02');
    expect(removeButton(1)).toBeEnabled();
    await user.click(removeButton(1));
    // The second code took the first place, and the focus with it.
    expect(screen.getByRole('textbox', { name: code(1) })).toHaveValue('UK-02');
    expect(screen.getByRole('textbox', { name: code(1) })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: code(2) })).toBeNull();
    expect(removeButton(1)).toBeDisabled();
  });

  it('marks a blank name, a blank code and a repeated code at once, sending nothing', async () => {
    const { calls } = useMockApi();
    const user = userEvent.setup();
    renderInApp(<PelaksanaanForm />);
    await user.type(await screen.findByRole('textbox', { name: code(1) }), 'uk-01');
    for (const written of ['', ' UK-01']) {
      await user.click(screen.getByRole('button', { name: id.pelaksanaan.addTestCode }));
      if (written) await user.type(screen.getByRole('textbox', { name: code(3) }), written);
    }
    await user.click(screen.getByRole('button', { name: id.common.save }));
    const name = screen.getByRole('textbox', { name: id.pelaksanaan.name });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Pelaksanaan wajib diisi.'));
    expect(screen.getByRole('textbox', { name: code(1) })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: code(2) })).toHaveAccessibleDescription(
      'Kode Tes wajib diisi.',
    );
    expect(screen.getByRole('textbox', { name: code(3) })).toHaveAccessibleDescription(
      fill(id.server.testCodeRepeated, { code: 'UK-01' }),
    );
    // The first field in error takes the focus.
    await waitFor(() => expect(name).toHaveFocus());
    expect(saved(calls, 'pelaksanaan.create')).toHaveLength(0);
    // A retyped code loses its message; the others keep theirs.
    await user.type(screen.getByRole('textbox', { name: code(3) }), '-B');
    expect(screen.getByRole('textbox', { name: code(3) })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: code(2) })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal of a code another schedule holds on that code", async () => {
    const { calls } = useMockApi();
    const user = userEvent.setup();
    renderInApp(<PelaksanaanForm />);
    await user.type(await screen.findByRole('textbox', { name: id.pelaksanaan.name }), 'Baru');
    await user.type(screen.getByRole('textbox', { name: code(1) }), 'BARU-1');
    await user.click(screen.getByRole('button', { name: id.pelaksanaan.addTestCode }));
    await user.type(screen.getByRole('textbox', { name: code(2) }), 'uk-02-a');
    await user.click(screen.getByRole('button', { name: id.common.save }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: code(2) })).toHaveAccessibleDescription(
        fill(id.server.testCodeDuplicate, { code: 'uk-02-a' }),
      ),
    );
    expect(saved(calls, 'pelaksanaan.create')).toHaveLength(1);
  });

  it('edits the stored codes: a renamed one keeps its id, a removed one is not sent', async () => {
    const { calls, store } = useMockApi();
    const readAt = store.lists.pelaksanaan[0]?.updated_at;
    const user = userEvent.setup();
    renderInApp(<PelaksanaanForm id={1} />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: code(1) })).toHaveValue('UK-01-A'),
    );
    expect(screen.getByRole('textbox', { name: code(2) })).toHaveValue('UK-01-B');
    await user.click(removeButton(2));
    await user.type(screen.getByRole('textbox', { name: code(1) }), '1');
    await user.click(screen.getByRole('button', { name: id.pelaksanaan.addTestCode }));
    await user.type(screen.getByRole('textbox', { name: code(2) }), 'UK-01-C');
    await user.click(screen.getByRole('button', { name: id.common.save }));
    const dialog = await screen.findByRole('dialog', { name: id.success.title });
    const redirect = fill(id.success.redirect, { name: id.pelaksanaan.masterName });
    expect(within(dialog).getByText(redirect)).toBeInTheDocument();
    expect(saved(calls, 'pelaksanaan.update')[0]?.body).toEqual({
      id: 1,
      pelaksanaan: 'Uji Kompetensi Gelombang 1',
      kode_tes: [{ idjadwal: 1, kode_tes: 'UK-01-A1' }, { kode_tes: 'UK-01-C' }],
      // The version it read: a stale one would be refused.
      updated_at: readAt,
    });
    expect(store.lists.pelaksanaan[0]?.kode_tes).toEqual([
      { idjadwal: 1, kode_tes: 'UK-01-A1' },
      { idjadwal: 25, kode_tes: 'UK-01-C' },
    ]);
  });
});
