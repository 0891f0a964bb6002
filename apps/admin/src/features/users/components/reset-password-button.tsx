import { errorMessage } from '@cermat/core';
import { Button, ConfirmDialog, ErrorDialog } from '@cermat/ui-kit';
import { useState } from 'react';
import { fill, useTexts } from '@/lib/i18n';
import { resetLinkFor, type PasswordLink } from '../api/password-link';
import { PasswordLinkDialog } from './password-link-dialog';

type Step =
  | { at: 'idle' }
  | { at: 'asking' | 'sending' }
  | { at: 'shown'; link: PasswordLink }
  | { at: 'failed'; message: string };

/**
 * 'Atur ulang password': asks first (the user's older links end), then shows the new link.
 * The server decides who may (delegation); its refusal is shown as it words it.
 */
export function ResetPasswordButton({
  userId,
  username,
  size,
}: {
  userId: number;
  username: string;
  size?: 'sm';
}) {
  const texts = useTexts();
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const send = () => {
    setStep({ at: 'sending' });
    resetLinkFor(userId).then(
      (link) => setStep({ at: 'shown', link }),
      (error: unknown) =>
        setStep({ at: 'failed', message: errorMessage(error, texts.error.title) }),
    );
  };
  const idle = () => setStep({ at: 'idle' });
  return (
    <>
      <Button size={size} tone="secondary" onClick={() => setStep({ at: 'asking' })}>
        {texts.user.resetPassword}
      </Button>
      <ConfirmDialog
        open={step.at === 'asking' || step.at === 'sending'}
        action="enable"
        title={texts.user.resetPassword}
        message={fill(texts.user.resetConfirm, { username })}
        busy={step.at === 'sending'}
        onConfirm={send}
        onCancel={idle}
      />
      <PasswordLinkDialog
        link={step.at === 'shown' ? step.link : null}
        kind="reset"
        onClose={idle}
      />
      <ErrorDialog
        open={step.at === 'failed'}
        message={step.at === 'failed' ? step.message : undefined}
        onClose={idle}
      />
    </>
  );
}
