import { fill, useTexts } from '@/lib/i18n';

export function Footer() {
  const texts = useTexts();
  return (
    <footer data-slot="footer" className="border-t border-border px-6 py-4 text-sm text-muted-fg">
      {fill(texts.shell.copyright, { year: new Date().getFullYear() })}
    </footer>
  );
}
