import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DIALOG_MS,
  canChooseMenuType,
  checkRoleAccess,
  configFieldKind,
  en,
  fill,
  id,
  menuFormGroups,
  pelaksanaanErrors,
  readServerErrors,
  saveMachine,
} from '../src';
import { fakePromiseActor, flush } from './support/deferred';

describe('server errors of a form', () => {
  it('shows a string as one alert', () => {
    expect(readServerErrors('Data sudah ada.')).toEqual({ alert: 'Data sudah ada.', fields: {} });
    expect(readServerErrors({ data: 'Role dipakai' })).toEqual({
      alert: 'Role dipakai',
      fields: {},
    });
  });

  it('shows the first message of each field', () => {
    const error = {
      message: 'invalid',
      data: { role_name: ['wajib diisi', 'terlalu pendek'], x: [] },
    };
    expect(readServerErrors(error)).toEqual({ alert: null, fields: { role_name: 'wajib diisi' } });
    expect(readServerErrors({ fields: { name: ['kosong'] } }).fields).toEqual({ name: 'kosong' });
  });

  it("reads the API client's error: fields when it has them, else its message", () => {
    const invalid = Object.assign(new Error(id.server.invalid), {
      fields: { username: ['sudah dipakai'] },
    });
    expect(readServerErrors(invalid)).toEqual({
      alert: null,
      fields: { username: 'sudah dipakai' },
    });
    const stale = Object.assign(new Error(id.server.stale), { fields: {} });
    expect(readServerErrors(stale)).toEqual({ alert: id.server.stale, fields: {} });
  });

  it('falls back to the message, then to Terjadi Kesalahan', () => {
    expect(readServerErrors(new Error('Tidak dapat terhubung'))).toEqual({
      alert: 'Tidak dapat terhubung',
      fields: {},
    });
    expect(readServerErrors(null)).toEqual({ alert: id.error.title, fields: {} });
    expect(readServerErrors({ data: {} })).toEqual({ alert: id.error.title, fields: {} });
  });
});

describe('the Pelaksanaan form check', () => {
  const codes = (...written: string[]) => written.map((kode_tes) => ({ kode_tes }));

  it('lets a named schedule with distinct codes through', () => {
    expect(
      pelaksanaanErrors({ pelaksanaan: 'Gelombang 1', kode_tes: codes('UK-01', 'UK-02') }),
    ).toEqual({});
  });

  it('asks for the name and each blank code where the server would, in its words', () => {
    expect(pelaksanaanErrors({ pelaksanaan: '  ', kode_tes: codes('UK-01', ' ') })).toEqual({
      pelaksanaan: 'Pelaksanaan wajib diisi.',
      'kode_tes.1.kode_tes': 'Kode Tes wajib diisi.',
    });
    expect(pelaksanaanErrors({ pelaksanaan: '', kode_tes: codes('') }, en)).toEqual({
      pelaksanaan: fill(en.validation.required, { field: en.pelaksanaan.name }),
      'kode_tes.0.kode_tes': fill(en.validation.required, { field: en.role.testCodes }),
    });
  });

  it('marks a code written again, whatever its case and spaces, naming it as written there', () => {
    expect(
      pelaksanaanErrors({
        pelaksanaan: 'G',
        kode_tes: codes('uk-01', 'UK-02', ' UK-01 ', 'Uk-01'),
      }),
    ).toEqual({
      'kode_tes.2.kode_tes': fill(id.server.testCodeRepeated, { code: 'UK-01' }),
      'kode_tes.3.kode_tes': fill(id.server.testCodeRepeated, { code: 'Uk-01' }),
    });
  });
});

describe('save machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(input: { fallback: string } = { fallback: id.error.title }) {
    vi.useFakeTimers();
    const fake = fakePromiseActor<object>();
    const logic = saveMachine.provide({ actors: { save: fake.logic } });
    const actor = createActor(logic, { input }).start();
    const saved: unknown[] = [];
    actor.on('form.saved', (e) => saved.push(e));
    return { actor, sent: fake.sent, saved, answer: fake.answer };
  }

  it('saves, shows Berhasil for 2 s, then tells the app to go to the list', async () => {
    const { actor, sent, saved, answer } = start();
    actor.send({ type: 'form.submit', values: { role_name: 'PMK' } });
    expect(sent).toEqual([{ role_name: 'PMK' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer().resolve(null);
    await flush();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    vi.advanceTimersByTime(DIALOG_MS - 1);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ type: 'form.saved' }]);
  });

  it('returns to the form with the errors, and clears them on the next submit', async () => {
    const { actor, answer, saved } = start();
    actor.send({ type: 'form.submit', values: { role_name: '' } });
    answer().reject({ data: { role_name: ['wajib diisi'] } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.fields).toEqual({ role_name: 'wajib diisi' });
    actor.send({ type: 'form.submit', values: { role_name: 'x' } });
    expect(actor.getSnapshot().context.errors).toEqual({ alert: null, fields: {} });
    vi.advanceTimersByTime(DIALOG_MS);
    expect(saved).toEqual([]);
  });

  it('ends Berhasil once when the user closes it early, and takes another Simpan after', async () => {
    const { actor, sent, saved, answer } = start();
    actor.send({ type: 'form.submit', values: { key: 'a' } });
    answer().resolve(null);
    await flush();
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'form.acknowledge' });
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    // The 2 s timer of the closed dialog must not announce the save a second time.
    vi.advanceTimersByTime(DIALOG_MS * 2);
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    actor.send({ type: 'form.submit', values: { key: 'b' } });
    expect(sent).toEqual([{ key: 'a' }, { key: 'b' }]);
    answer().reject(new Error(''));
    await flush();
    expect(actor.getSnapshot().hasTag('success')).toBe(false);
    expect(actor.getSnapshot().context.errors.alert).toBe(id.error.title);
  });

  it('ignores a second Simpan while saving, and shows the given fallback text', async () => {
    const { actor, sent, answer } = start({ fallback: 'Something went wrong' });
    actor.send({ type: 'form.submit', values: { n: 1 } });
    actor.send({ type: 'form.submit', values: { n: 2 } });
    expect(sent).toEqual([{ n: 1 }]);
    answer().reject(null);
    await flush();
    expect(actor.getSnapshot().context.errors).toEqual({
      alert: 'Something went wrong',
      fields: {},
    });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.errors).toEqual({ alert: null, fields: {} });
  });
});

describe('form rules', () => {
  it('shows MENU fields for MENU, LABEL fields for LABEL, neither for none', () => {
    expect(menuFormGroups('MENU')).toEqual({ menu: true, label: false });
    expect(menuFormGroups('LABEL')).toEqual({ menu: false, label: true });
    expect(menuFormGroups('')).toEqual({ menu: false, label: false });
    expect(canChooseMenuType('add')).toBe(true);
    expect(canChooseMenuType('edit')).toBe(false);
  });

  it('edits ONE_TIME_LOGIN and CAPTCHA as Ya/Tidak and every other key as text', () => {
    expect(configFieldKind('ONE_TIME_LOGIN')).toBe('yes-no');
    expect(configFieldKind('CAPTCHA')).toBe('yes-no');
    expect(configFieldKind('LOGO_SMALL')).toBe('text');
    expect(configFieldKind('ANYTHING')).toBe('text');
  });

  it("blocks the role access modal with 'Data belum lengkap' until menus and test codes are chosen", () => {
    const warning = { title: 'Data belum lengkap', text: 'Menu atau kode tes belum dipilih.' };
    expect(checkRoleAccess([], [1])).toEqual(warning);
    expect(checkRoleAccess([1], [])).toEqual(warning);
    expect(checkRoleAccess([1], [2])).toBeNull();
  });
});
