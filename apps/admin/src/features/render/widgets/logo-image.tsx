import { useSnapshot } from 'valtio';
import { logoUrl } from '@/lib/configuration';
import { useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { WidgetCard } from './widget-card';

/** The configured full logo (Formulir Konfigurasi), or its name while none is set. */
export function LogoImage() {
  const texts = useTexts();
  const { configuration } = useSnapshot(session);
  const src = logoUrl(configuration, 'LOGO_FULL_LIGHT');
  return (
    <WidgetCard>
      {src ? (
        <img src={src} alt={texts.shell.logo} className="mx-auto max-h-40 object-contain" />
      ) : (
        <p className="text-center text-muted-fg">{texts.shell.logo}</p>
      )}
    </WidgetCard>
  );
}
