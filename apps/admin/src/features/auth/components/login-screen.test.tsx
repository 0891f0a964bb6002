import { examples } from '@cermat/contract';
import { id } from '@cermat/core';
import { MOCK_TOKEN } from '@cermat/mocks';
import { useMockApi } from '@cermat/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, session } from '@/lib/session';
import { renderInApp } from '@/testing/render';
import { signInVariant } from '../utils/variants';
import { LoginScreen } from './login-screen';

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(new RegExp(`^${id.auth.username}`)), username);
  await user.type(screen.getByLabelText(new RegExp(`^${id.auth.password}`)), password);
  await user.click(screen.getByRole('button', { name: id.auth.signIn }));
}

describe('LoginScreen', () => {
  afterEach(() => clearSession());

  it('shows each sign-in screen’s own title', () => {
    renderInApp(<LoginScreen variant={signInVariant('login-penilai')} logo={null} />);
    expect(
      screen.getByRole('heading', { level: 1, name: id.auth.titlePenilai }),
    ).toBeInTheDocument();
  });

  it('names the product where no logo is configured', () => {
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    expect(document.querySelector('[data-slot="brand"]')).toHaveTextContent(id.auth.product);
  });

  it('shows a refused sign-in as one red alert with the server’s text', async () => {
    useMockApi();
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    await submit('admin', 'salah');
    expect(await screen.findByRole('alert')).toHaveTextContent(id.server.loginFailed);
    expect(session.access_token).toBeNull();
  });

  it('shows field messages under their fields', async () => {
    useMockApi();
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    // A blank username: the server answers 422 with a message on that field.
    await submit(' ', 'x');
    const username = screen.getByLabelText(new RegExp(`^${id.auth.username}`));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(/\S/);
    expect(screen.getByLabelText(new RegExp(`^${id.auth.password}`))).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the session after a successful sign-in; an assessor’s token apart', async () => {
    const { calls } = useMockApi();
    renderInApp(<LoginScreen variant={signInVariant('login-penilai')} logo={null} />);
    await submit('admin', 'admin12345');
    await waitFor(() => expect(session.access_token_penilai).toBe(MOCK_TOKEN));
    expect(session.access_token).toBeNull();
    expect(calls.find((c) => c.name === 'auth.login')?.body).toEqual({
      username: 'admin',
      password: 'admin12345',
    });
  });

  it('says why a session ended: expired in general, or replaced by a sign-in elsewhere', () => {
    useMockApi();
    clearSession(true);
    const { unmount } = renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(id.error.sessionEnded);
    unmount();
    clearSession('replaced');
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(id.auth.sessionReplaced);
  });

  describe('taking over the form index.html drew', () => {
    function drawn(values: { username: string; password: string }, focus: string, held: boolean) {
      const form = document.createElement('form');
      form.innerHTML = '<input name="username"><input name="password" type="password">';
      for (const [name, value] of Object.entries(values))
        (form.elements.namedItem(name) as HTMLInputElement).value = value;
      window.__cermat = { answers: {}, signIn: { form, focus, held } };
    }
    /** The sign-in settings as the boot script asked them, before the app was there. */
    function askedAhead(captcha: boolean) {
      const data = { ...examples.auth.signInSettings.data, captcha };
      const body = JSON.stringify({ meta: { code: 200, message: 'OK' }, data });
      if (window.__cermat)
        window.__cermat.answers['auth.signInSettings'] = Promise.resolve(new Response(body));
    }
    afterEach(() => {
      delete window.__cermat;
    });

    it('keeps what was typed and the focus, and asks for nothing while nothing was sent', async () => {
      const { calls } = useMockApi();
      drawn({ username: 'admin', password: 'setengah' }, 'password', false);
      renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
      const password = screen.getByLabelText(new RegExp(`^${id.auth.password}`));
      expect(password).toHaveValue('setengah');
      expect(password).toHaveFocus();
      expect(screen.getByLabelText(new RegExp(`^${id.auth.username}`))).toHaveValue('admin');
      await waitFor(() => expect(calls.some((c) => c.name === 'auth.signInSettings')).toBe(true));
      expect(calls.some((c) => c.name === 'auth.login')).toBe(false);
    });

    it('sends a sign-in held there once the settings say no CAPTCHA is asked', async () => {
      const { calls } = useMockApi();
      drawn({ username: ' admin ', password: 'admin12345' }, 'password', true);
      renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
      await waitFor(() => expect(session.access_token).toBe(MOCK_TOKEN));
      expect(calls.filter((c) => c.name === 'auth.login').map((c) => c.body)).toEqual([
        { username: 'admin', password: 'admin12345' },
      ]);
    });

    it('holds it while a CAPTCHA must be answered first, whose answer takes the focus', async () => {
      const { calls } = useMockApi();
      drawn({ username: 'admin', password: 'admin12345' }, 'password', true);
      askedAhead(true);
      renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
      const answer = await screen.findByLabelText(new RegExp(`^${id.auth.captchaAnswer}`));
      await waitFor(() => expect(answer).toHaveFocus());
      // The settings came from the boot script's answer: the app did not ask them again.
      expect(calls.some((c) => c.name === 'auth.signInSettings')).toBe(false);
      expect(calls.some((c) => c.name === 'auth.login')).toBe(false);
      expect(screen.getByRole('button', { name: id.auth.signIn })).toBeEnabled();
    });
  });

  it('gives the username the focus and asks no CAPTCHA while the configuration says Tidak', async () => {
    const { calls } = useMockApi();
    renderInApp(<LoginScreen variant={signInVariant('login')} logo={null} />);
    expect(screen.getByLabelText(new RegExp(`^${id.auth.username}`))).toHaveFocus();
    await waitFor(() => expect(calls.some((c) => c.name === 'auth.signInSettings')).toBe(true));
    expect(screen.queryByLabelText(new RegExp(`^${id.auth.captchaAnswer}`))).toBeNull();
  });
});
