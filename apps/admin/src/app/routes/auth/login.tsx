import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearchParams } from 'wouter';
import { safeRedirect } from '@/config/paths';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { signInVariant } from '@/features/auth/utils/variants';
import { logoUrl } from '@/lib/configuration';
import { isSignedIn, session } from '@/lib/session';
import type { ScreenProps } from '@/types/screen-props';

export default function LoginRoute({ route }: ScreenProps) {
  const snap = useSnapshot(session);
  const [search] = useSearchParams();
  const variant = signInVariant(route.name);
  const signedIn = isSignedIn(snap);
  const [signedInOnArrival] = useState(signedIn);
  // A signed-in user skips the sign-in (spec §4).
  const onward = signedIn ? (
    <Redirect to={safeRedirect(search.get('redirect')) ?? variant.landing} replace />
  ) : null;
  if (signedInOnArrival) return onward;
  // Signed in here: the form stays on view until the next screen is ready to take its place.
  return (
    <>
      <LoginScreen variant={variant} logo={logoUrl(snap.configuration, 'LOGO_FULL_LIGHT')} />
      {onward}
    </>
  );
}
