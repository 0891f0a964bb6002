import { Button, TextField } from '@cermat/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useSignInTexts } from '@/lib/i18n';
import { getCaptcha, type CaptchaKind } from '../api/captcha';

export interface CaptchaAnswer {
  captcha_id: string;
  captcha_answer: string;
}

interface CaptchaFieldProps {
  onChange: (answer: CaptchaAnswer) => void;
  /** Changes after every sent sign-in: the server used that challenge up, right or wrong. */
  round: number;
  error?: string | null | undefined;
  /** The answer takes the focus at once (a sign-in was sent before the CAPTCHA was shown). */
  autoFocus?: boolean;
}

type Challenge = Awaited<ReturnType<typeof getCaptcha>>;

/**
 * The sign-in's CAPTCHA (configuration CAPTCHA = Ya), loaded only when asked. The picture
 * comes from our server as SVG; 'Versi teks' swaps it for a question a screen reader can
 * read, and moves the focus to the answer, whose description is that question.
 */
export default function CaptchaField({ onChange, round, error, autoFocus }: CaptchaFieldProps) {
  const texts = useSignInTexts();
  const [kind, setKind] = useState<CaptchaKind>('image');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState('');
  const [asked, setAsked] = useState(0);
  const input = useRef<HTMLDivElement>(null);
  // Set by 'Versi teks' / 'Versi gambar': the answer takes the focus once the new one is in.
  const focusNext = useRef(false);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let live = true;
    setAnswer('');
    report.current({ captcha_id: '', captcha_answer: '' });
    getCaptcha(kind)
      .then((next) => {
        if (!live) return;
        setChallenge(next);
        setFailed(false);
        report.current({ captcha_id: next.captcha_id, captcha_answer: '' });
        if (focusNext.current) input.current?.querySelector('input')?.focus();
        focusNext.current = false;
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [kind, round, asked]);

  const type = (value: string) => {
    setAnswer(value);
    onChange({ captcha_id: challenge?.captcha_id ?? '', captcha_answer: value });
  };
  const switchKind = () => {
    focusNext.current = true;
    setKind(kind === 'image' ? 'text' : 'image');
  };
  const shown = challenge?.kind === kind ? challenge : null;
  return (
    <div className="grid gap-2" data-slot="captcha">
      {shown?.kind === 'image' ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.challenge)}`}
          alt={texts.auth.captchaImage}
          width={200}
          height={70}
          className="rounded-md border border-border"
        />
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {texts.auth.captchaLoadFailed}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button tone="secondary" size="sm" onClick={() => setAsked(asked + 1)}>
          {texts.auth.captchaRefresh}
        </Button>
        <Button tone="secondary" size="sm" onClick={switchKind}>
          {kind === 'image' ? texts.auth.captchaTextVersion : texts.auth.captchaImageVersion}
        </Button>
      </div>
      <div ref={input}>
        <TextField
          label={texts.auth.captchaAnswer}
          name="captcha_answer"
          autoComplete="off"
          autoFocus={autoFocus}
          required
          value={answer}
          onChange={type}
          hint={kind === 'text' ? shown?.challenge : texts.auth.captchaImageHint}
          error={error}
        />
      </div>
    </div>
  );
}
