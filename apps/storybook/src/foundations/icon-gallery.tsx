import { Icon } from '@cermat/ui-kit';
import { IconGallery, IconItem } from '@storybook/addon-docs/blocks';
import { useId, useState } from 'react';
import { kitIcons, matches, menuIcons, type MenuIcon } from './icon-sets';

// Each icon carries its name in `data-icon`, as the kit's glyphs do: what the search kept.

/** A menu icon drawn as the console draws it: its boxicons paths in the text colour. */
function MenuGlyph({ icon }: { icon: MenuIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      data-icon={icon.className}
      className="size-6"
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** How many of a set the query kept, said as the designer reads it. */
const shown = (kept: number, all: number) =>
  kept === all ? `${all} icons` : `${kept} of ${all} icons`;

/**
 * Both icon sets, filtered by one search box on the name: the menu icons (the classes Icon Menu
 * stores) and the kit's own line icons (`<Icon name>`).
 */
export function IconSearch() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const menu = menuIcons.filter((icon) => matches(icon.className, query));
  const kit = kitIcons.filter((name) => matches(name, query));
  return (
    <div data-slot="icon-search">
      <label htmlFor={searchId}>Search icons by name </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="user, calendar, bxs…"
        className="rounded-md border px-3 py-1.5"
      />
      <h2>Menu icons</h2>
      <p data-slot="menu-count">
        {shown(menu.length, menuIcons.length)}: type the caption into a menu's Icon Menu field.
      </p>
      <IconGallery>
        {menu.map((icon) => (
          <IconItem key={icon.className} name={icon.className}>
            <MenuGlyph icon={icon} />
          </IconItem>
        ))}
      </IconGallery>
      <h2>Kit icons</h2>
      <p data-slot="kit-count">
        {shown(kit.length, kitIcons.length)}: the kit's controls draw these with{' '}
        <code>{'<Icon name="…" />'}</code>.
      </p>
      <IconGallery>
        {kit.map((name) => (
          <IconItem key={name} name={name}>
            <Icon name={name} data-icon={name} className="size-6" />
          </IconItem>
        ))}
      </IconGallery>
    </div>
  );
}
