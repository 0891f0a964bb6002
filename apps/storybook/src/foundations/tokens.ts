import kitCss from '@cermat/ui-kit/styles.css?raw';
import tailwindTheme from 'tailwindcss/theme.css?raw';
import { customProperties, propertiesOf, resolveVars, selects } from './css-tokens';

// The design tokens as the two stylesheets the console loads declare them: the kit's theme
// layer (its colours, light and dark) and Tailwind's default theme (type, spacing, radii,
// shadows: the kit adds none of its own and uses Tailwind's scale).

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const kit = customProperties(kitCss);
const lightScope = propertiesOf(kit, selects(':root'));
// The dark rule names only what changes; the rest (the sidebar's text colours) comes from
// :root, which the same <html> element matches too.
const scopes: Record<Theme, ReadonlyMap<string, string>> = {
  light: lightScope,
  dark: new Map([...lightScope, ...propertiesOf(kit, selects("[data-theme='dark']"))]),
};

const tailwind = propertiesOf(customProperties(tailwindTheme), (rule) => rule.startsWith('@theme'));

/** A colour token of the kit: its name in class names (`primary` → bg-primary) and values. */
interface ColourToken {
  name: string;
  values: Record<Theme, string>;
}

/** The kit's colours: its `@theme` names, each resolved for light and for dark. */
export const colourTokens: readonly ColourToken[] = [
  ...propertiesOf(kit, (rule) => rule.startsWith('@theme')),
].flatMap(([property, value]) => {
  const name = /^--color-(.+)$/.exec(property)?.[1];
  if (!name) return [];
  const [light, dark] = THEMES.map((theme) => resolveVars(value, scopes[theme])) as [
    string,
    string,
  ];
  return [{ name, values: { light, dark } }];
});

/**
 * A colour by the name a class gives it (`primary-fg`, and Tailwind's own `white` and `black`,
 * which the kit's status colours put their text in) in a theme.
 */
export function colourValue(name: string, theme: Theme): string | undefined {
  return (
    colourTokens.find((token) => token.name === name)?.values[theme] ??
    tailwind.get(`--color-${name}`)
  );
}

/** One step of a Tailwind scale: its class suffix ('' for the bare `rounded`) and value. */
interface ScaleStep {
  step: string;
  value: string;
}

/**
 * Tailwind's steps of one namespace (`text`, `radius`, `shadow`), in its order: `--radius-md`
 * is the step 'md', a bare `--radius` the step ''. Sub-properties (`--text-sm--line-height`)
 * and other namespaces sharing the prefix (`--text-shadow-sm`) are left out.
 */
export function tailwindScale(namespace: string): ScaleStep[] {
  const step = new RegExp(`^--${namespace}(?:-([a-z0-9]+))?$`);
  return [...tailwind].flatMap(([property, value]) => {
    const match = step.exec(property);
    return match ? [{ step: match[1] ?? '', value }] : [];
  });
}

/** A Tailwind theme value by its property name (`--spacing`, `--text-sm--line-height`). */
export const tailwindToken = (property: string) => tailwind.get(property);
