import { TruncatedText } from '../list/truncated-text';
import { IconGlyph } from './icon-glyph';

/** A stored icon class shown as its icon beside the class text (the menus list's Icon Menu cell). */
export function IconLabel({ icon }: { icon: string }) {
  return (
    <span data-slot="icon-label" className="flex items-center gap-2">
      <IconGlyph icon={icon} className="size-5 shrink-0" />
      <span className="min-w-0">
        <TruncatedText text={icon} />
      </span>
    </span>
  );
}
