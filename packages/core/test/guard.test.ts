import { describe, expect, it } from 'vitest';
import { guard, isGranted, routeByName, type GuardSession } from '../src';

const route = (name: string) => {
  const r = routeByName(name);
  if (!r) throw new Error(name);
  return r;
};
const signedIn: GuardSession = { accessToken: 'tok', allowedMenuLabels: ['Role', 'User'] };
const anonymous: GuardSession = { allowedMenuLabels: [] };
const readWrite = { is_read: 1, is_write: 1 };
const readOnly = { is_read: 1, is_write: 0 };

describe('route guard (spec §4)', () => {
  it('lets anyone open a public route', () => {
    expect(guard(route('login'), anonymous)).toEqual({ outcome: 'allow' });
  });

  it('sends a session-less visitor of an authenticated or menu route to /login', () => {
    expect(guard(route('dashboard'), anonymous)).toEqual({ outcome: 'redirect', to: '/login' });
    expect(guard(route('all-role'), anonymous, readWrite)).toEqual({
      outcome: 'redirect',
      to: '/login',
    });
    expect(guard(route('profile'), { ...anonymous, accessToken: '' })).toEqual({
      outcome: 'redirect',
      to: '/login',
    });
  });

  it('accepts either the access token or the assessor token for authenticated routes', () => {
    expect(guard(route('dashboard'), signedIn)).toEqual({ outcome: 'allow' });
    expect(guard(route('dashboard-penilai'), { ...anonymous, assessorToken: 'p' })).toEqual({
      outcome: 'allow',
    });
  });

  it('needs the access token itself for participant routes', () => {
    const exam = route('dashboard-assesmen-hc');
    expect(guard(exam, { ...anonymous, assessorToken: 'p' })).toEqual({
      outcome: 'redirect',
      to: '/login',
    });
    expect(guard(exam, { ...anonymous, accessToken: 't' })).toEqual({ outcome: 'allow' });
  });

  it('gives /403 with neither read nor write, and with no read', () => {
    const list = route('all-role');
    expect(guard(list, signedIn, { is_read: 0, is_write: 0 })).toEqual({
      outcome: 'redirect',
      to: '/403',
    });
    expect(guard(list, signedIn, { is_read: 0, is_write: 1 })).toEqual({
      outcome: 'redirect',
      to: '/403',
    });
    expect(guard(list, signedIn, null)).toEqual({ outcome: 'redirect', to: '/403' });
  });

  it('gives /403 when the label is missing from the allowed-menu list', () => {
    expect(guard(route('all-menu'), signedIn, readWrite)).toEqual({
      outcome: 'redirect',
      to: '/403',
    });
  });

  it('allows and hands over isRead/isWrite to store', () => {
    expect(guard(route('all-role'), signedIn, readOnly)).toEqual({
      outcome: 'allow',
      rights: { isRead: true, isWrite: false },
    });
    expect(guard(route('edit-user'), signedIn, { is_read: true, is_write: '1' })).toEqual({
      outcome: 'allow',
      rights: { isRead: true, isWrite: true },
    });
  });

  it('warns and goes to the dashboard when the page access check says 0 (spec §6)', () => {
    expect(guard(route('all-user'), signedIn, { ...readWrite, status_access: 0 })).toEqual({
      outcome: 'dashboard-with-warning',
    });
    expect(guard(route('all-user'), signedIn, { ...readWrite, status_access: 1 }).outcome).toBe(
      'allow',
    );
  });

  it('warns and goes to the dashboard when a reader opens a screen that needs write', () => {
    expect(guard(route('add-role'), signedIn, readOnly)).toEqual({
      outcome: 'dashboard-with-warning',
    });
    expect(guard(route('add-role'), signedIn, readWrite).outcome).toBe('allow');
  });

  it('reads flags strictly', () => {
    expect([true, 1, '1'].map(isGranted)).toEqual([true, true, true]);
    expect([false, 0, '0', null, undefined, 'true'].map(isGranted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
