import { id } from '@cermat/core';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInPage } from './sign-in-page';

const PRELOAD = ['./assets/c-Caller00.js'];
// The page as the build writes it: the drawn form, then the boot script's very text.
const page = signInPage({ preload: PRELOAD });

/** Loads index.html's body at `hash` with `storage`, and runs the boot script as written. */
function load(hash: string, storage: Record<string, string> = {}) {
  window.location.hash = hash;
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.body.innerHTML = `<div id="root">${page.markup}</div>`;
  // Indirect eval: global scope, as a <script> runs; nothing of this module is in reach.
  (0, eval)(page.script);
}

const drawn = () => document.getElementById('sign-in-drawn') as HTMLElement;
const form = () => drawn().querySelector('form') as HTMLFormElement;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

let fetches: string[];
beforeEach(() => {
  fetches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetches.push(url);
      return new Promise(() => undefined);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__cermat;
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
});

describe('index.html’s boot script', () => {
  it('shows the drawn form on a sign-in route, titled, focused, and asks the sign-in settings', () => {
    load('#/login-peserta?redirect=%2Fmaster%2Fuser');
    expect(drawn().hidden).toBe(false);
    expect(drawn().querySelector('h1')?.textContent).toBe(id.auth.titlePeserta);
    expect(document.activeElement?.getAttribute('name')).toBe('username');
    expect(fetches).toEqual(['backend/api/v1/auth/sign-in-settings']);
    expect(Object.keys(window.__cermat?.answers ?? {})).toEqual(['auth.signInSettings']);
    expect(preloads()).toEqual([]);
  });

  it('holds a sign-in sent before the app: no page is sent, the button says it is busy', () => {
    load('#/login');
    const submit = new Event('submit', { cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__cermat?.signIn?.held).toBe(true);
    const button = form().querySelector('button[type=submit]');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });

  it('remembers which field had the focus last', () => {
    load('#/login');
    (form().elements.namedItem('password') as HTMLInputElement).focus();
    expect(window.__cermat?.signIn?.focus).toBe('password');
  });

  it('leaves the form hidden for a signed-in user and preloads what their first screen needs', () => {
    load('#/login', { access_token_penilai: JSON.stringify('t0k3n') });
    expect(drawn().hidden).toBe(true);
    expect(fetches).toEqual([]);
    expect(window.__cermat?.signIn).toBeUndefined();
    expect(preloads()).toEqual(PRELOAD);
  });

  it('leaves the form hidden on any route that is not a sign-in', () => {
    for (const hash of ['', '#/', '#/set-password?token=x', '#/login/x', '#/logout', '#/LOGIN']) {
      load(hash);
      expect(drawn().hidden, hash).toBe(true);
    }
    expect(fetches).toEqual([]);
  });

  it('puts the chosen colours on <html>: dark, light, or the system’s', () => {
    load('#/login', { settings: JSON.stringify({ theme: 'dark' }) });
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.clear();
    load('#/master/role', { settings: JSON.stringify({ theme: 'light' }) });
    expect(document.documentElement.dataset.theme).toBe('light');
    localStorage.clear();
    const dark = vi
      .spyOn(window, 'matchMedia')
      .mockReturnValue({ matches: true } as MediaQueryList);
    load('#/login', { settings: JSON.stringify({ theme: 'system' }) });
    expect(dark).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('never throws on whatever storage holds, and shows the form exactly when no token is held', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.constantFrom('null', '""', '"x"', '0', 'false', '{"theme":"dark"}', '{', '__proto__'),
    );
    fc.assert(
      fc.property(
        fc.record({
          access_token: fc.option(stored, { nil: undefined }),
          access_token_penilai: fc.option(stored, { nil: undefined }),
          settings: fc.option(stored, { nil: undefined }),
        }),
        (storage) => {
          localStorage.clear();
          delete window.__cermat;
          const values = Object.fromEntries(
            Object.entries(storage).filter(([, value]) => value !== undefined),
          ) as Record<string, string>;
          load('#/login', values);
          const token = (key: string) => {
            try {
              return Boolean(JSON.parse(values[key] ?? 'null'));
            } catch {
              return false;
            }
          };
          const signedIn = token('access_token') || token('access_token_penilai');
          expect(drawn().hidden).toBe(signedIn);
          expect(['light', 'dark']).toContain(document.documentElement.dataset.theme);
        },
      ),
      { numRuns: 200 },
    );
  });
});
