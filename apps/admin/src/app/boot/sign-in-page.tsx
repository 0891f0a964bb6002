import { earlyUrl } from '@cermat/api-client/early';
import { idSignIn } from '@cermat/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { API_PATH } from '@/config/api';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { signInTitles } from '@/features/auth/utils/variants';
import { SETTINGS_KEY } from '@/lib/settings';
import type { Session } from '@/lib/session';
import { boot, type BootConfig } from './boot-script';

const DRAWN = 'sign-in-drawn';
const TOKENS: (keyof Session)[] = ['access_token', 'access_token_penilai'];

/**
 * What the build writes into index.html (scripts/sign-in-page.mjs): the sign-in form as the
 * app draws it, hidden, and the boot script that shows it on a sign-in route when nobody is
 * signed in. The form is on screen at the first paint; the app takes it over (LoginForm).
 */
export function signInPage({ preload }: { preload: string[] }): {
  markup: string;
  script: string;
} {
  const texts = idSignIn;
  const form = renderToStaticMarkup(
    <SignInCard texts={texts} title={texts.auth.title} logo={null}>
      <LoginForm
        texts={texts}
        onSubmit={() => undefined}
        busy={false}
        errors={null}
        captcha={false}
        round={0}
      />
    </SignInCard>,
  );
  const config: BootConfig = {
    drawn: DRAWN,
    titles: signInTitles(texts),
    tokens: TOKENS,
    settings: SETTINGS_KEY,
    signInCalls: { 'auth.signInSettings': earlyUrl(API_PATH, 'auth.signInSettings') },
    preload,
  };
  return {
    markup: `<div id="${DRAWN}" hidden>${form}</div>`,
    script: `(${String(boot)})(${JSON.stringify(config)});`,
  };
}
