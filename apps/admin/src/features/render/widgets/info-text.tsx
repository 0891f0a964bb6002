import { useTexts } from '@/lib/i18n';
import { WidgetCard } from './widget-card';

/** A paragraph explaining how a rendered page is made. */
export function InfoText() {
  const texts = useTexts();
  return (
    <WidgetCard>
      <p>{texts.render.info}</p>
    </WidgetCard>
  );
}
