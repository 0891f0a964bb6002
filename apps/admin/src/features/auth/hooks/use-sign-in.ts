import type { FormErrors } from '@cermat/ui-kit';
import { useState } from 'react';
import { errorsOf } from '@/lib/api-errors';
import { loadConfiguration } from '@/lib/configuration';
import { session, startSession } from '@/lib/session';
import { login } from '../api/login';
import type { Credentials } from '../components/login-form';
import type { SignInVariant } from '../utils/variants';

/**
 * Signs in and keeps the session; the sign-in route then sends the signed-in user on
 * (back where they came from, or to the variant's landing route). `round` counts the
 * refused attempts: the server used their CAPTCHA up, so the form asks a new one.
 */
export function useSignIn(variant: SignInVariant) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(null);
  const [round, setRound] = useState(0);
  const submit = async (credentials: Credentials) => {
    setBusy(true);
    setErrors(null);
    // The note that the last session ended is old news once the user tries again: what this
    // attempt answers is what the screen says.
    session.ended = false;
    try {
      startSession(await login(credentials), variant.penilai ? 'assessor' : 'admin');
      // The logo may follow a moment later; nobody waits for it.
      void loadConfiguration().catch(() => undefined);
    } catch (error) {
      setErrors(errorsOf(error));
      setRound((n) => n + 1);
      setBusy(false);
    }
  };
  return { busy, errors, round, submit: (c: Credentials) => void submit(c) };
}
