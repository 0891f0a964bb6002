import { Icon, isIconName } from '../lib/icons';

/**
 * A menu's icon as stored: a kit icon name, or an icon-font class (e.g. 'bx bx-home') the
 * console's stylesheet knows. Decoration only; the menu name beside it carries the meaning.
 */
export function MenuIcon({
  icon,
  className = 'size-4',
}: {
  icon?: string | null;
  className?: string;
}) {
  if (isIconName(icon)) return <Icon name={icon} className={className} />;
  if (icon)
    return (
      <i
        aria-hidden="true"
        className={`${icon} inline-block ${className} text-center leading-none`}
      />
    );
  return <Icon name="circle" className={className} />;
}
