import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { useSignIn } from '../hooks/use-sign-in';
import type { SignInVariant } from '../utils/variants';
import { LoginForm } from './login-form';

export interface LoginScreenProps {
  variant: SignInVariant;
  logo: string | null;
}

/** A sign-in screen: the logo, its title, a note when the session had ended, the form. */
export function LoginScreen({ variant, logo }: LoginScreenProps) {
  const texts = useTexts();
  const { ended } = useSnapshot(session);
  const { busy, errors, submit } = useSignIn(variant);
  const title = texts.auth[variant.title];
  useDocumentTitle(title);
  return (
    <main className="grid min-h-screen place-items-center bg-bg p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-surface p-6 shadow-sm">
        {logo ? <img src={logo} alt="Logo" className="mx-auto mb-4 h-12 object-contain" /> : null}
        <h1 className="mb-4 text-center text-xl font-semibold text-fg">{title}</h1>
        {ended ? (
          <p role="status" className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-fg">
            {texts.error.sessionEnded}
          </p>
        ) : null}
        <LoginForm onSubmit={submit} busy={busy} errors={errors} />
      </div>
    </main>
  );
}
