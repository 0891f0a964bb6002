import { DIALOG_MS, id } from '@cermat/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { useRecordForm } from './use-record-form';

interface Fields {
  role_name: string;
  role_description: string;
}

const empty: Fields = { role_name: '', role_description: '' };
const stored = { values: { role_name: 'Admin', role_description: 'Semua' }, updatedAt: 'T1' };

function setup(
  save: (values: Fields, existing?: { id: number; updated_at: string }) => Promise<unknown>,
  id?: number,
) {
  navigate('/master/role/edit');
  const load = vi.fn(async () => stored);
  const hook = renderHook(() => useRecordForm({ id, empty, listPath: '/master/role', load, save }));
  return { ...hook, load };
}

/** A failure shaped as the API client throws it: its message, and fields on a 422. */
const failure = (message: string, fields: Record<string, string[]> = {}) =>
  Object.assign(new Error(message), { kind: 'validation', status: 422, fields });

describe('useRecordForm on core’s save machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a 422 at its fields, no alert, and stays on the form', async () => {
    const save = vi.fn(() =>
      Promise.reject(failure('invalid', { role_name: ['Wajib diisi', 'x'] })),
    );
    const { result } = setup(save);
    act(() => result.current.set('role_name', 'PMK'));
    act(() => result.current.submit());
    expect(result.current.saving).toBe(true);
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(result.current.fieldError('role_name')).toBe('Wajib diisi');
    expect(result.current.fieldError('role_description')).toBeNull();
    expect(result.current.errors.alert).toBeNull();
    expect(result.current.saved).toBe(false);
    expect(result.current.dirty).toBe(true);
    expect(save).toHaveBeenCalledWith({ role_name: 'PMK', role_description: '' }, undefined);
  });

  it('sends the updated_at it read, and shows the stale-record 409 as one alert', async () => {
    const save = vi.fn(() =>
      Promise.reject(Object.assign(new Error(id.server.stale), { status: 409, fields: {} })),
    );
    const { result, load } = setup(save, 7);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(load).toHaveBeenCalledWith(7);
    expect(result.current.values).toEqual(stored.values);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('role_description', 'Sebagian'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.errors.alert).toBe(id.server.stale));
    expect(result.current.errors.fields).toEqual({});
    expect(save).toHaveBeenCalledWith(
      { role_name: 'Admin', role_description: 'Sebagian' },
      { id: 7, updated_at: 'T1' },
    );
  });

  it('counts a change as unsaved until Reset brings the loaded values back, and Reset clears the errors', async () => {
    const save = vi.fn(() => Promise.reject(failure('invalid', { role_name: ['Wajib diisi'] })));
    const { result } = setup(save, 7);
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.set('role_name', ''));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.fieldError('role_name')).toBe('Wajib diisi'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(stored.values);
    expect(result.current.dirty).toBe(false);
    expect(result.current.fieldError('role_name')).toBeNull();
  });

  it("shows 'Berhasil' for 2 s, leaves nothing unsaved, then goes to the list once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const save = vi.fn(() => Promise.resolve(null));
    const { result } = setup(save);
    act(() => result.current.set('role_name', 'PMK'));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(result.current.dirty).toBe(false);
    expect(currentHashRoute()).toBe('/master/role/edit');
    act(() => {
      vi.advanceTimersByTime(DIALOG_MS);
    });
    expect(currentHashRoute()).toBe('/master/role');
    expect(result.current.saved).toBe(false);
    // Closing the dialog late (the kit's own timer) must not navigate a second time.
    navigate('/elsewhere');
    act(() => result.current.acknowledge());
    expect(currentHashRoute()).toBe('/elsewhere');
  });

  it('goes to the list at once when the user closes Berhasil early', async () => {
    const { result } = setup(() => Promise.resolve(null));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.saved).toBe(true));
    act(() => result.current.acknowledge());
    expect(currentHashRoute()).toBe('/master/role');
  });

  it('offers a retry text when the record cannot be loaded', async () => {
    navigate('/master/role/edit');
    const { result } = renderHook(() =>
      useRecordForm({
        id: 3,
        empty,
        listPath: '/master/role',
        load: () => Promise.reject(new Error('')),
        save: () => Promise.resolve(null),
      }),
    );
    await waitFor(() => expect(result.current.loadError).toBe(id.error.loadFailed));
    expect(result.current.loading).toBe(false);
  });
});
