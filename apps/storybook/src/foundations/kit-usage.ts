// Which steps of Tailwind's scales the kit actually uses, counted in its sources: the pages
// show those (a designer picks from what the console already draws), not Tailwind's whole set.
// The sources arrive as text through the `ui-kit-source` alias (.storybook/main.ts); tests and
// the generated icon data hold no class names of the kit's own.
const sources = Object.values(
  import.meta.glob<string>(
    [
      'ui-kit-source/**/*.{ts,tsx}',
      '!ui-kit-source/**/*.test.{ts,tsx}',
      '!ui-kit-source/**/*.generated.ts',
    ],
    { query: '?raw', import: 'default', eager: true },
  ),
  // Comments name classes in prose ('a shadow under…'); a URL's `//` is not one.
).map((text) => text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"])\/\/.*$/gm, ''));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A class as a whole word of a class list (`sm:text-sm` counts for text-sm, `text-sm-x` not). */
const classWord = (alternatives: string) =>
  new RegExp(`(?<![\\w-])(${alternatives})(?![\\w-])`, 'g');

/** How many times the kit names each matched class, keyed by `key` of the matched text. */
function count(pattern: RegExp, key: (match: RegExpExecArray) => string): Map<string, number> {
  const uses = new Map<string, number>();
  for (const text of sources)
    for (const match of text.matchAll(pattern))
      uses.set(key(match), (uses.get(key(match)) ?? 0) + 1);
  return uses;
}

/**
 * Uses of each step of one utility (`rounded` with steps 'md', 'lg' and '' for the bare
 * `rounded`), keyed by step.
 */
export function utilityUses(utility: string, steps: readonly string[]): Map<string, number> {
  const byClass = new Map(steps.map((step) => [step ? `${utility}-${step}` : utility, step]));
  return count(classWord([...byClass.keys()].map(escape).join('|')), (m) => byClass.get(m[1]!)!);
}

// The utilities that put space between and around things, all multiples of `--spacing`.
const SPACING_UTILITIES = 'p[xytrblse]?|m[xytrblse]?|gap(?:-[xy])?|space-[xy]';

/** Uses of each multiple of `--spacing` (`p-4`, `gap-1.5`, `-mt-2`), keyed by the multiple. */
export const spacingUses = (): Map<string, number> =>
  count(classWord(`-?(?:${SPACING_UTILITIES})-(\\d+(?:\\.5)?)`), (m) => m[2]!);
