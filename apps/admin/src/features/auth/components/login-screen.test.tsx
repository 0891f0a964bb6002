import { id } from '@cermat/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from '@/lib/session';
import { mockApi, renderInApp } from '@/testing/render';
import { signInVariant } from '../utils/variants';
import { LoginScreen } from './login-screen';

const loginData = {
  access_token: 'tok-123',
  expires_at: '2026-11-22T12:00:00+07:00',
  user: { id: 1, username: 'admin', name: 'Administrator', path_photo: null },
  roles: [{ id_role: 1, role_name: 'Admin', menu_access: [] }],
  active_role_id: 1,
};

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(new RegExp(`^${id.auth.username}`)), username);
  await user.type(screen.getByLabelText(new RegExp(`^${id.auth.password}`)), password);
  await user.click(screen.getByRole('button', { name: id.auth.signIn }));
}

describe('LoginScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows each sign-in screen’s own title', () => {
    renderInApp(<LoginScreen variant={signInVariant('login-penilai')} logo={null} />);
    expect(
      screen.getByRole('heading', { level: 1, name: id.auth.titlePenilai }),
    ).toBeInTheDocument();
  });

  it('shows a refused sign-in as one red alert with the server’s text', async () => {
    mockApi({ 'POST auth/login': () => ({ status: 401, data: id.server.loginFailed }) });
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    await submit('admin', 'salah');
    expect(await screen.findByRole('alert')).toHaveTextContent(id.server.loginFailed);
    expect(session.access_token).toBeNull();
  });

  it('shows field messages under their fields', async () => {
    mockApi({
      'POST auth/login': () => ({ status: 422, data: { username: ['Username wajib diisi.'] } }),
    });
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    await submit(' ', 'x');
    expect(await screen.findByText('Username wajib diisi.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the session after a successful sign-in; an assessor’s token apart', async () => {
    const calls = mockApi({
      'POST auth/login': () => ({ data: loginData }),
      'GET master/configs': () => ({ data: { LOGO_SMALL: '/storage/logo.png' } }),
    });
    renderInApp(<LoginScreen variant={signInVariant('login-penilai')} logo={null} />);
    await submit('admin', 'admin12345');
    await waitFor(() => expect(session.access_token_penilai).toBe('tok-123'));
    expect(session.access_token).toBeNull();
    expect(calls[0]?.body).toEqual({ username: 'admin', password: 'admin12345' });
  });
});
