import { errorMessage, formatDate } from '@cermat/core';
import { Button, FormAlert, TextField } from '@cermat/ui-kit';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSave } from '@/hooks/use-save';
import { fill, useTexts } from '@/lib/i18n';
import { checkLink, setPasswordWith } from '../api/password-link';

type LinkState =
  | { at: 'checking' }
  | { at: 'ready'; username: string; expiresAt: string }
  | { at: 'refused'; message: string };

/** Asks the server once whether the link in the address may still be used. */
function useLink(token: string): LinkState {
  const texts = useTexts();
  const [state, setState] = useState<LinkState>({ at: 'checking' });
  useEffect(() => {
    // No token in the address: nothing to ask, the same refusal as any unusable link.
    if (!token) return setState({ at: 'refused', message: texts.server.passwordLinkInvalid });
    let live = true;
    checkLink(token).then(
      (link) =>
        live && setState({ at: 'ready', username: link.username, expiresAt: link.expires_at }),
      (error: unknown) =>
        live &&
        setState({ at: 'refused', message: errorMessage(error, texts.server.passwordLinkInvalid) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}

/**
 * The page a one-use password link opens (an invitation or a reset; DECISIONS "Invitations
 * and resets without e-mail"): the user chooses a password, confirms it, then signs in.
 */
export function SetPasswordScreen({ token }: { token: string }) {
  const texts = useTexts();
  const link = useLink(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const saving = useSave((values: { password: string; password_confirm: string }) =>
    setPasswordWith(token, values.password, values.password_confirm),
  );
  useDocumentTitle(texts.setPassword.title);
  let body;
  if (saving.succeeded)
    body = (
      <>
        <p role="status" className="mb-4 text-sm text-fg">
          {texts.server.passwordSet}
        </p>
        <ButtonLink href={paths.login()}>{texts.setPassword.signIn}</ButtonLink>
      </>
    );
  else if (link.at === 'checking')
    body = (
      <p role="status" className="text-sm text-fg">
        {texts.setPassword.checking}
      </p>
    );
  else if (link.at === 'refused')
    body = (
      <>
        <FormAlert error={link.message} className="mb-4" />
        <ButtonLink href={paths.login()}>{texts.setPassword.signIn}</ButtonLink>
      </>
    );
  else
    body = (
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          saving.submit({ password, password_confirm: confirm });
        }}
      >
        <p className="text-sm text-fg">
          {fill(texts.setPassword.intro, {
            username: link.username,
            expires: formatDate(link.expiresAt),
          })}
        </p>
        <FormAlert error={saving.errors.alert} />
        {/* The account's name, so a password manager files the new password under it. */}
        <input type="hidden" name="username" autoComplete="username" value={link.username} />
        <TextField
          label={texts.setPassword.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={texts.setPassword.rules}
          value={password}
          onChange={setPassword}
          error={saving.fieldError('password')}
        />
        <TextField
          label={texts.setPassword.passwordConfirm}
          name="password_confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={setConfirm}
          error={saving.fieldError('password_confirm')}
        />
        <Button type="submit" disabled={saving.saving} aria-busy={saving.saving || undefined}>
          {texts.setPassword.submit}
        </Button>
      </form>
    );
  return (
    <main className="grid min-h-screen place-items-center bg-bg p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-surface p-6 shadow-sm">
        <h1 className="mb-4 text-center text-xl font-semibold text-fg">
          {texts.setPassword.title}
        </h1>
        {body}
      </div>
    </main>
  );
}

/** The router's screen (app/screens.ts): the token is the address's `token`. */
export default function SetPasswordRoute() {
  const [search] = useSearchParams();
  return <SetPasswordScreen token={search.get('token') ?? ''} />;
}
