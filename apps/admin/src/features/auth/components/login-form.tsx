import { Button, FormAlert, TextField, fieldError, type FormErrors } from '@cermat/ui-kit';
import { useState, type FormEvent } from 'react';
import { useTexts } from '@/lib/i18n';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  busy: boolean;
  errors: FormErrors;
}

/** Username and password; the server judges them, the form only reports what it says. */
export function LoginForm({ onSubmit, busy, errors }: LoginFormProps) {
  const texts = useTexts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username: username.trim(), password });
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormAlert error={errors} />
      <TextField
        label={texts.auth.username}
        name="username"
        autoComplete="username"
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
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {texts.auth.signIn}
      </Button>
    </form>
  );
}
