import type { SignInMessages } from '@cermat/core';
import { Button, FormAlert, TextField, fieldError, type FormErrors } from '@cermat/ui-kit';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { takeDrawnSignIn } from '@/lib/boot';
import type { SignInBody } from '../api/login';
import type { CaptchaAnswer } from './captcha-field';

export type Credentials = SignInBody;

// Its own chunk: only installations with CAPTCHA = Ya load it (the sign-in's size budget).
const CaptchaField = lazy(() => import('./captcha-field'));

export interface LoginFormProps {
  texts: SignInMessages;
  onSubmit: (credentials: Credentials) => void;
  busy: boolean;
  errors: FormErrors;
  /** The configuration asks a CAPTCHA; null while that is not known yet. */
  captcha: boolean | null;
  /** Counts sent sign-ins: each one used its CAPTCHA up, so a new one is fetched. */
  round: number;
}

/**
 * Username and password; the server judges them, the form only reports what it says. It takes
 * over the form index.html drew before any script (what was typed, the focus, a sign-in sent
 * then: held until the settings say whether a CAPTCHA must be answered first).
 */
export function LoginForm({ texts, onSubmit, busy, errors, captcha, round }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState<CaptchaAnswer | null>(null);
  const [held, setHeld] = useState(false);
  const [answerFirst, setAnswerFirst] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const send = () =>
    onSubmit({ username: username.trim(), password, ...(captcha ? answer : null) });
  const sendHeld = useRef(send);
  sendHeld.current = send;

  // In the commit that replaces the drawn form: nothing typed in between is lost.
  useLayoutEffect(() => {
    const drawn = takeDrawnSignIn();
    if (!drawn) return;
    setUsername(drawn.username);
    setPassword(drawn.password);
    setHeld(drawn.held);
    const focused = drawn.focus ? form.current?.elements.namedItem(drawn.focus) : null;
    if (focused instanceof HTMLElement) focused.focus();
  }, []);
  useEffect(() => {
    if (!held || captcha === null) return;
    setHeld(false);
    // With a CAPTCHA the user answers it first; its field takes the focus.
    if (captcha) setAnswerFirst(true);
    else sendHeld.current();
  }, [held, captcha]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const waiting = busy || held;
  return (
    // post: should this form ever be sent without its script, no password goes into a URL.
    <form ref={form} method="post" className="grid gap-4" onSubmit={submit} noValidate>
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
            autoFocus={answerFirst}
            error={fieldError(errors, 'captcha_answer')}
          />
        </Suspense>
      ) : null}
      <Button type="submit" disabled={waiting} aria-busy={waiting || undefined}>
        {texts.auth.signIn}
      </Button>
    </form>
  );
}
