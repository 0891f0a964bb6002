import { formatDate, pathFor } from '@cermat/core';
import { Button, DialogActions, DialogBody, DialogFrame, TextField } from '@cermat/ui-kit';
import { useState } from 'react';
import { fill, useTexts } from '@/lib/i18n';
import type { PasswordLink } from '../api/password-link';

/**
 * The address the user opens: this console at the set-password route (not in config/paths,
 * which /login loads). The token rides in the hash, so no server or proxy log sees it.
 */
const addressOf = (token: string) =>
  `${window.location.origin}${window.location.pathname}#${pathFor('set-password')}?token=${encodeURIComponent(token)}`;

export interface PasswordLinkDialogProps {
  /** The link to hand over; the dialog is closed while null. */
  link: PasswordLink | null;
  /** An invitation (a new user) or a reset: only the title differs. */
  kind: 'invite' | 'reset';
  onClose: () => void;
}

/** Shows a one-use password link to copy and hand over, with how long and how often it works. */
export function PasswordLinkDialog({ link, kind, onClose }: PasswordLinkDialogProps) {
  const texts = useTexts();
  const [copied, setCopied] = useState<string | null>(null);
  const address = link ? addressOf(link.token) : '';
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied(texts.user.copied),
      // Without the clipboard (an insecure origin, a refusal) the text is still selectable.
      () => setCopied(texts.user.copyFailed),
    );
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <DialogFrame
      open={link !== null}
      onClose={close}
      tone="info"
      size="lg"
      align="left"
      title={kind === 'invite' ? texts.user.inviteTitle : texts.user.resetTitle}
      description={
        link
          ? fill(texts.user.linkIntro, {
              username: link.username,
              expires: formatDate(link.expires_at),
            })
          : null
      }
    >
      <DialogBody>
        <TextField
          label={texts.user.linkLabel}
          name="password_link"
          readOnly
          value={address}
          onChange={() => {}}
          onFocus={(e) => e.currentTarget.select()}
        />
        <p role="status" className="mt-2 min-h-5 text-sm text-fg">
          {copied}
        </p>
      </DialogBody>
      <DialogActions>
        <Button onClick={copy} data-autofocus>
          {texts.user.copy}
        </Button>
        <Button tone="secondary" onClick={close}>
          {texts.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
