import { crumbText } from '@cermat/core';
import { MessageScreen } from '@/components/message-screen';
import { fill, useTexts } from '@/lib/i18n';
import type { ScreenProps } from '@/types/screen-props';

/** Routes whose contents the spec does not show: one honest screen (DECISIONS.md). */
export default function NotAvailableRoute({ route }: ScreenProps) {
  const texts = useTexts();
  const last = route.breadcrumb.at(-1);
  const name = last ? crumbText(last, texts) : (route.label ?? route.name);
  return (
    <MessageScreen
      title={texts.modules.notAvailableTitle}
      message={fill(texts.modules.notAvailable, { name })}
    />
  );
}
