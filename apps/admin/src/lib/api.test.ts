import { ApiError } from '@cermat/api-client';
import { en, id } from '@cermat/core';
import { scenarios } from '@cermat/mocks';
import { useMockApi } from '@cermat/mocks/node';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from './api';
import { currentHashRoute } from './hash-location';
import { messageOf } from './api-errors';
import { clearSession, session } from './session';
import { updateSettings } from './settings';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );

describe('the console’s api', () => {
  afterEach(() => {
    updateSettings({ locale: 'id' });
    clearSession();
  });

  it('sends every call through api-client, with the stored token, and answers its data', async () => {
    session.access_token = 'tok-1';
    const { calls } = useMockApi({ rows: 0 });
    await expect(api.roles.list({ draw: 3, length: 10, page: 1 })).resolves.toMatchObject([
      { draw: 3, list_data: { data: [], total: 0 } },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ draw: '3', length: '10', page: '1' });
    expect(calls[0]?.authorization).toBe('Bearer tok-1');
  });

  it('fails with api-client’s ApiError and the form shows the server’s field messages', async () => {
    useMockApi();
    const error = await failure(api.roles.create({ role_name: '' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', status: 422 });
    // The server's own words for the one field it refused, shown as they came.
    const fields = (error as ApiError).fields ?? {};
    expect(Object.keys(fields)).toEqual(['role_name']);
    expect(messageOf(error)).toBe(fields.role_name?.[0]);
  });

  it('words the failures the server did not in the chosen language', async () => {
    useMockApi({ offline: true });
    expect(messageOf(await failure(api.auth.me()))).toBe(id.error.network);
    updateSettings({ locale: 'en' });
    await waitFor(async () =>
      expect(messageOf(await failure(api.auth.me()))).toBe(en.error.network),
    );
  });

  it('refuses a photo of 2 MB or more before sending, naming the limit', async () => {
    const { calls } = useMockApi();
    const big = new File([new Uint8Array(2_242_880)], 'foto.png', { type: 'image/png' });
    expect(messageOf(await failure(api.upload(big)))).toBe(id.error.maxFile);
    expect(calls).toHaveLength(0);
  });

  it('ends the session on a 401 and sends the user to sign in, with the way back', async () => {
    session.access_token = 'expired';
    window.location.hash = '#/master/user?page=2';
    useMockApi(scenarios.sessionEnded);
    await failure(api.auth.me());
    expect(session.access_token).toBeNull();
    expect(session.ended).toBe(true);
    expect(currentHashRoute()).toBe(`/login?redirect=${encodeURIComponent('/master/user?page=2')}`);
  });

  it('leaves no ended-session note for a late 401 of a session already signed out', async () => {
    session.access_token = 'revoked';
    window.location.hash = '#/logout';
    useMockApi(scenarios.sessionEnded);
    // Signing out: the old session's calls answer 401 while the sign-out runs, and after.
    await failure(api.auth.me());
    clearSession();
    window.location.hash = '#/login';
    await failure(api.auth.me());
    expect(session.ended).toBe(false);
    expect(currentHashRoute()).toBe('/login');
  });

  it('keeps a mistyped password a failed sign-in, not an ended session', async () => {
    useMockApi();
    const error = await failure(api.auth.login({ username: 'admin', password: 'salah' }));
    expect(messageOf(error)).toBe(id.server.loginFailed);
    expect(session.ended).toBe(false);
  });
});
