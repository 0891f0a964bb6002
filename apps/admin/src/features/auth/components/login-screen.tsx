import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { logoUrl } from '@/lib/configuration';
import { useSignInTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignInSettings } from '../hooks/use-sign-in-settings';
import type { SignInVariant } from '../utils/variants';
import { LoginForm } from './login-form';
import { SignInCard } from './sign-in-card';

export interface LoginScreenProps {
  variant: SignInVariant;
  /** The logo remembered from the last session, shown until the server's settings arrive. */
  logo: string | null;
}

/** A sign-in screen: the logo, its title, a note when the session had ended, the form. */
export function LoginScreen({ variant, logo }: LoginScreenProps) {
  const texts = useSignInTexts();
  const { ended } = useSnapshot(session);
  const { settings, settled } = useSignInSettings();
  const { busy, errors, round, submit } = useSignIn(variant);
  const title = texts.auth[variant.title];
  useDocumentTitle(title);
  const notice = ended
    ? ended === 'replaced'
      ? texts.auth.sessionReplaced
      : texts.error.sessionEnded
    : null;
  return (
    <SignInCard
      texts={texts}
      title={title}
      logo={settings ? logoUrl(settings, 'LOGO_FULL_LIGHT') : logo}
      notice={notice}
    >
      <LoginForm
        texts={texts}
        onSubmit={submit}
        busy={busy}
        errors={errors}
        captcha={settled ? !!settings?.captcha : null}
        round={round}
      />
    </SignInCard>
  );
}
