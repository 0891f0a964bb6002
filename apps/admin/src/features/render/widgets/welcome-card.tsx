import { useSnapshot } from 'valtio';
import { fill, useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { WidgetCard } from './widget-card';

/** Greets the signed-in user. */
export function WelcomeCard() {
  const texts = useTexts();
  const { session_name } = useSnapshot(session);
  return (
    <WidgetCard title={fill(texts.render.welcome, { name: session_name ?? '' })}>
      <p className="text-muted-fg">{texts.render.welcomeText}</p>
    </WidgetCard>
  );
}
