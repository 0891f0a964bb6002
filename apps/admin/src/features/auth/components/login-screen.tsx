import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { logoUrl } from '@/lib/configuration';
import { useSignInTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignInSettings } from '../hooks/use-sign-in-settings';
import type { SignInVariant } from '../utils/variants';
import { LoginForm } from './login-form';

export interface LoginScreenProps {
  variant: SignInVariant;
  /** The logo remembered from the last session, shown until the server's settings arrive. */
  logo: string | null;
}

/** A sign-in screen: the logo, its title, a note when the session had ended, the form. */
export function LoginScreen({ variant, logo }: LoginScreenProps) {
  const texts = useSignInTexts();
  const { ended } = useSnapshot(session);
  const settings = useSignInSettings();
  const { busy, errors, round, submit } = useSignIn(variant);
  const title = texts.auth[variant.title];
  useDocumentTitle(title);
  const shownLogo = settings ? logoUrl(settings, 'LOGO_FULL_LIGHT') : logo;
  return (
    <main className="grid min-h-screen place-items-center bg-bg p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-surface p-6 shadow-sm">
        {/* Without a configured logo the product's name stands in. */}
        {shownLogo ? (
          <img src={shownLogo} alt="Logo" className="mx-auto mb-4 h-12 object-contain" />
        ) : (
          <p data-slot="brand" className="mb-2 text-center text-2xl font-bold text-fg">
            {texts.auth.product}
          </p>
        )}
        <h1 className="mb-4 text-center text-xl font-semibold text-fg">{title}</h1>
        {ended ? (
          <p role="status" className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-fg">
            {ended === 'replaced' ? texts.auth.sessionReplaced : texts.error.sessionEnded}
          </p>
        ) : null}
        <LoginForm
          onSubmit={submit}
          busy={busy}
          errors={errors}
          captcha={!!settings?.captcha}
          round={round}
        />
      </div>
    </main>
  );
}
