import type { BootState } from '@/lib/boot';

export interface BootConfig {
  /** The element holding the sign-in form drawn at build time (hidden until shown here). */
  drawn: string;
  /** The sign-in routes (hash paths) and each one's title. */
  titles: Record<string, string>;
  /** The storage keys of the tokens: one holding a value means somebody is signed in. */
  tokens: string[];
  /** The storage key of the console's settings (the colour theme). */
  settings: string;
  /** The calls a sign-in page makes at once: contract entry → URL from the page. */
  signInCalls: Record<string, string>;
  /** Files a signed-in first screen needs and the sign-in page does not, to preload. */
  preload: string[];
}

/**
 * index.html's boot script, run as the page is parsed, before any module arrives. The build
 * writes its source into the page (`String(boot)`), so it may use only its argument and the
 * browser. It puts the chosen colours on <html> (no light flash before a dark console); when
 * somebody is signed in it preloads what their first screen needs beyond the sign-in page's
 * files; on a sign-in route with nobody signed in it shows the drawn form, asks the sign-in settings,
 * and holds a sign-in sent before the app takes the form over (lib/boot.ts).
 */
export function boot(config: BootConfig): void {
  const state: BootState = (window.__cermat ??= { answers: {} });
  const read = (key: string): unknown => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const theme = (read(config.settings) as { theme?: unknown } | null)?.theme;
  const dark =
    theme === 'dark' ||
    (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';

  if (config.tokens.some((key) => read(key))) {
    for (const href of config.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    return;
  }
  const title = config.titles[location.hash.slice(1).split('?')[0] || '/'];
  const page = document.getElementById(config.drawn);
  const form = page?.querySelector('form');
  const heading = page?.querySelector('h1');
  if (title === undefined || !page || !form || !heading) return;
  for (const [entry, url] of Object.entries(config.signInCalls)) {
    state.answers[entry] = fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  }
  heading.textContent = title;
  const drawn: NonNullable<BootState['signIn']> = { form, focus: null, held: false };
  state.signIn = drawn;
  form.addEventListener('focusin', (event) => {
    const name = (event.target as HTMLInputElement).name;
    drawn.focus = name || null;
  });
  page.hidden = false;
  // The page exists to sign in: the first field takes the keyboard at once.
  form.querySelector<HTMLElement>('[autofocus]')?.focus();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    drawn.held = true;
    const button = form.querySelector('button[type="submit"]');
    button?.setAttribute('aria-busy', 'true');
    button?.setAttribute('disabled', '');
  });
}
