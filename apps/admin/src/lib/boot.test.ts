import { afterEach, describe, expect, it } from 'vitest';
import { takeDrawnSignIn, takeEarlyAnswer } from './boot';

afterEach(() => {
  delete window.__cermat;
});

function drawnForm(username: string, password: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = '<input name="username"><input name="password" type="password">';
  (form.elements.namedItem('username') as HTMLInputElement).value = username;
  (form.elements.namedItem('password') as HTMLInputElement).value = password;
  return form;
}

describe('what the boot script left', () => {
  it('gives each early answer once, and nothing for an entry it did not ask', () => {
    const answer = Promise.resolve(new Response('{}'));
    window.__cermat = { answers: { 'auth.signInSettings': answer } };
    expect(takeEarlyAnswer('auth.me')).toBeUndefined();
    expect(takeEarlyAnswer('auth.signInSettings')).toBe(answer);
    expect(takeEarlyAnswer('auth.signInSettings')).toBeUndefined();
  });

  it('reads nothing when the page had no boot script', () => {
    expect(takeEarlyAnswer('auth.signInSettings')).toBeUndefined();
    expect(takeDrawnSignIn()).toBeNull();
  });

  it('reads the drawn form once, even after it left the page', () => {
    const form = drawnForm('admin', 'rahasia');
    document.body.append(form);
    window.__cermat = { answers: {}, signIn: { form, focus: 'password', held: true } };
    form.remove();
    expect(takeDrawnSignIn()).toEqual({
      username: 'admin',
      password: 'rahasia',
      focus: 'password',
      held: true,
    });
    expect(takeDrawnSignIn()).toBeNull();
  });
});
