import { Button, FormAlert, TextField, fieldError, type FormErrors } from '@cermat/ui-kit';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSignInTexts } from '@/lib/i18n';
import type { SignInBody } from '../api/login';
import type { CaptchaAnswer } from './captcha-field';

export type Credentials = SignInBody;

// Its own chunk: only installations with CAPTCHA = Ya load it (the sign-in's size budget).
const CaptchaField = lazy(() => import('./captcha-field'));

export interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  busy: boolean;
  errors: FormErrors;
  /** The configuration asks a CAPTCHA. */
  captcha: boolean;
  /** Counts sent sign-ins: each one used its CAPTCHA up, so a new one is fetched. */
  round: number;
}

/** Username and password; the server judges them, the form only reports what it says. */
export function LoginForm({ onSubmit, busy, errors, captcha, round }: LoginFormProps) {
  const texts = useSignInTexts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState<CaptchaAnswer | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username: username.trim(), password, ...(captcha ? answer : null) });
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormAlert error={errors} />
      <TextField
        label={texts.auth.username}
        name="username"
        autoComplete="username"
        // The page exists to sign in: the first field takes the keyboard at once.
        autoFocus
        required
        value={username}
        onChange={setUsername}
        error={fieldError(errors, 'username')}
      />
      <TextField
        label={texts.auth.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={fieldError(errors, 'password')}
      />
      {captcha ? (
        <Suspense fallback={null}>
          <CaptchaField
            onChange={setAnswer}
            round={round}
            error={fieldError(errors, 'captcha_answer')}
          />
        </Suspense>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {texts.auth.signIn}
      </Button>
    </form>
  );
}
