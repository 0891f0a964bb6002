import { glyphs } from 'ui-kit-source/icons/icon-data.generated';
import { isIconName, type IconName } from 'ui-kit-source/lib/icons';
import kitIconsSource from 'ui-kit-source/lib/icons.tsx?raw';

// The kit's two icon sets by name. Its public surface draws icons (<Icon>, <IconLabel>) but
// lists neither set, so the gallery reads the files themselves (the `ui-kit-source` alias).

/** A boxicons icon a menu may store: its class as typed in Icon Menu, and its paths (24×24). */
export interface MenuIcon {
  className: string;
  paths: readonly string[];
}

/** The menu icons (boxicons, generated), in the set's order: the ones the picker offers. */
export const menuIcons: readonly MenuIcon[] = Object.entries(glyphs).map(([name, paths]) => ({
  className: `bx ${name}`,
  paths,
}));

/**
 * The kit's own line icons (`<Icon name>`: chevrons, sort, dialogs' marks), read off the keys of
 * its `paths` table; `isIconName` drops anything the reading caught that the kit does not draw.
 */
export const kitIcons: readonly IconName[] = [
  ...(/const paths = \{([\s\S]*?)\n\} as const;/.exec(kitIconsSource)?.[1] ?? '').matchAll(
    /^ {2}(\w+):/gm,
  ),
]
  .map((match) => match[1])
  .filter(isIconName);

/** Whether a name holds every word of a query ('user check', 'bxs'), as the picker searches. */
export function matches(name: string, query: string): boolean {
  const lower = name.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => lower.includes(word));
}
