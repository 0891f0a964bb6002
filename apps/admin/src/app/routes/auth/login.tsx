import { useSnapshot } from 'valtio';
import { Redirect, useSearchParams } from 'wouter';
import { safeRedirect } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { signInVariant } from '@/features/auth/utils/variants';
import { logoUrl } from '@/lib/configuration';
import { isSignedIn, session } from '@/lib/session';
import type { ScreenProps } from '../../screen-props';

export default function LoginRoute({ route }: ScreenProps) {
  const snap = useSnapshot(session);
  const [search] = useSearchParams();
  const variant = signInVariant(route.name);
  const redirect = search.get('redirect');
  // A signed-in user skips the sign-in (spec §4).
  if (isSignedIn(snap)) {
    return <Redirect to={safeRedirect(redirect) ?? variant.landing} replace />;
  }
  return <LoginScreen variant={variant} logo={logoUrl(snap.configuration, 'LOGO_FULL_LIGHT')} />;
}
