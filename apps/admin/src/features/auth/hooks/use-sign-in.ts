import type { FormErrors } from '@cermat/ui-kit';
import { useState } from 'react';
import { safeRedirect } from '@/config/paths';
import { errorsOf } from '@/lib/api-errors';
import { loadConfiguration } from '@/lib/configuration';
import { navigate } from '@/lib/hash-location';
import { startSession } from '@/lib/session';
import { login } from '../api/login';
import type { Credentials } from '../components/login-form';
import type { SignInVariant } from '../utils/variants';

/** Signs in, keeps the session, then goes back where the user was sent from (or lands). */
export function useSignIn(variant: SignInVariant, redirect: string | null) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(null);
  const submit = async (credentials: Credentials) => {
    setBusy(true);
    setErrors(null);
    try {
      const data = await login(credentials);
      startSession(data.access_token, data, variant.penilai);
      await loadConfiguration().catch(() => undefined);
      navigate(safeRedirect(redirect) ?? variant.landing, { replace: true });
    } catch (error) {
      setErrors(errorsOf(error));
      setBusy(false);
    }
  };
  return { busy, errors, submit: (c: Credentials) => void submit(c) };
}
