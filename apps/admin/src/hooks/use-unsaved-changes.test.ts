import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentHashRoute, navigate } from '@/lib/hash-location';
import { clearSession, session } from '@/lib/session';
import { answerLeave, leaveQuestion, useUnsavedChanges } from './use-unsaved-changes';

const signedInAs = (id: number) => {
  session.access_token = 'tok';
  session.user = { id, username: `u${id}`, name: `User ${id}`, path_photo: null };
};

interface Fields {
  name: string;
  password: string;
  roles: number[];
}
const empty: Fields = { name: '', password: '', roles: [] };

/** A form on `path` whose values start from `loaded` and change by `edit`. */
function renderForm(path: string, loaded: Fields = empty) {
  navigate(path);
  return renderHook(() => {
    const [values, setValues] = useState(loaded);
    useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(loaded), {
      values,
      ready: true,
      restore: setValues,
    });
    return { values, edit: setValues };
  });
}

afterEach(() => clearSession());

describe('useUnsavedChanges', () => {
  it('asks its own question before leaving a dirty form, never the browser’s, and stays on no', () => {
    const confirm = vi.spyOn(window, 'confirm');
    navigate('/master/role/tambah');
    renderHook(() => useUnsavedChanges(true));
    navigate('/master/role?page=2');
    expect(leaveQuestion.pending).toEqual({ to: '/master/role?page=2', replace: false });
    answerLeave(false);
    expect(leaveQuestion.pending).toBeNull();
    expect(currentHashRoute()).toBe('/master/role/tambah');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('goes where the user was going when they agree', () => {
    navigate('/master/role/tambah');
    renderHook(() => useUnsavedChanges(true));
    navigate('/master/role?page=2');
    answerLeave(true);
    expect(currentHashRoute()).toBe('/master/role?page=2');
  });

  it('lets a clean form go without asking, also after the changes were saved', () => {
    navigate('/master/role/tambah');
    const { rerender } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: true },
    });
    rerender({ dirty: false });
    navigate('/master/role');
    expect(leaveQuestion.pending).toBeNull();
    expect(currentHashRoute()).toBe('/master/role');
  });

  it('gives way to the sign-in on a 401 and gives the same user the draft back, without the password', () => {
    signedInAs(7);
    const form = renderForm('/master/user/edit/3');
    act(() => form.result.current.edit({ name: 'Budi', password: 'rahasia', roles: [2] }));
    clearSession(true);
    navigate('/login?redirect=%2Fmaster%2Fuser%2Fedit%2F3');
    expect(currentHashRoute()).toBe('/login?redirect=%2Fmaster%2Fuser%2Fedit%2F3');
    expect(leaveQuestion.pending).toBeNull();
    expect(window.sessionStorage.getItem('drafts')).not.toContain('rahasia');
    form.unmount();

    signedInAs(7);
    const back = renderForm('/master/user/edit/3');
    expect(back.result.current.values).toEqual({ name: 'Budi', password: '', roles: [2] });
    // Restored once: the draft is gone from storage.
    expect(window.sessionStorage.getItem('drafts')).toBeNull();
  });

  it('never gives one user’s draft to another, and forgets it on sign-out', () => {
    signedInAs(7);
    const form = renderForm('/master/role/tambah');
    act(() => form.result.current.edit({ ...empty, name: 'Rahasia A' }));
    clearSession(true);
    form.unmount();

    signedInAs(8);
    const other = renderForm('/master/role/tambah');
    expect(other.result.current.values).toEqual(empty);
    other.unmount();
    // The other user's arrival dropped it: the first user finds nothing either.
    signedInAs(7);
    expect(renderForm('/master/role/tambah').result.current.values).toEqual(empty);
  });

  it('discards drafts when the user signs out', () => {
    signedInAs(7);
    const form = renderForm('/master/role/tambah');
    act(() => form.result.current.edit({ ...empty, name: 'Draft' }));
    clearSession(true);
    expect(window.sessionStorage.getItem('drafts')).toContain('Draft');
    clearSession();
    expect(window.sessionStorage.getItem('drafts')).toBeNull();
  });

  it('ignores a tampered draft’s unknown fields and wrong types', () => {
    signedInAs(7);
    window.sessionStorage.setItem(
      'drafts',
      JSON.stringify({ 7: { '/master/role/tambah': { name: 5, roles: [1], admin: true } } }),
    );
    const form = renderForm('/master/role/tambah');
    expect(form.result.current.values).toEqual({ name: '', password: '', roles: [1] });
  });
});
