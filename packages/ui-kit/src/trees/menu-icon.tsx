import { IconGlyph } from '../icons/icon-glyph';
import { Icon, isIconName } from '../lib/icons';

/**
 * A menu's icon as stored: a kit icon name, or a boxicons class (e.g. 'bx bx-home') drawn from
 * the kit's lazily loaded set. Decoration only; the menu name beside it carries the meaning.
 */
export function MenuIcon({
  icon,
  className = 'size-4',
}: {
  icon?: string | null;
  className?: string;
}) {
  if (isIconName(icon)) return <Icon name={icon} className={className} />;
  if (icon) return <IconGlyph icon={icon} className={className} />;
  return <Icon name="circle" className={className} />;
}
