import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import { AA_MINIMUM, contrastRatio } from './contrast';
import { colourTokens, colourValue, THEMES, type Theme } from './tokens';

/** Every colour token of the kit, its light and dark value side by side. */
export function KitColours() {
  return (
    <ColorPalette>
      {colourTokens.map(({ name, values }) => (
        <ColorItem
          key={name}
          title={name}
          subtitle={`bg-${name} · text-${name} · border-${name}`}
          colors={{ Light: values.light, Dark: values.dark }}
        />
      ))}
    </ColorPalette>
  );
}

/** A colour drawn on another somewhere in the kit, and what WCAG asks of it. */
interface Pair {
  fg: string;
  bg: string;
  /** Text needs 4.5:1; an icon or a focus ring 3:1. */
  kind: keyof typeof AA_MINIMUM;
  where: string;
}

// The pairs the kit's components draw (found in packages/ui-kit/src by their classes): the
// names only; the values, and so the ratios, come from the tokens.
const PAIRS: readonly Pair[] = [
  { fg: 'fg', bg: 'bg', kind: 'text', where: 'page text around the cards' },
  { fg: 'fg', bg: 'surface', kind: 'text', where: 'cards, tables, dialogs, fields' },
  {
    fg: 'muted-fg',
    bg: 'surface',
    kind: 'text',
    where: 'hints, secondary cells, row action buttons',
  },
  { fg: 'muted-fg', bg: 'muted', kind: 'text', where: 'file input placeholder' },
  {
    fg: 'fg',
    bg: 'muted',
    kind: 'text',
    where: 'table headers, secondary buttons, highlighted options',
  },
  {
    fg: 'primary',
    bg: 'surface',
    kind: 'text',
    where: 'links, the current menu entry, sort headers',
  },
  { fg: 'primary-fg', bg: 'primary', kind: 'text', where: 'primary button, current page number' },
  { fg: 'white', bg: 'success', kind: 'text', where: 'ENABLE badge, success button' },
  { fg: 'white', bg: 'danger', kind: 'text', where: 'DISABLE badge, danger button' },
  { fg: 'black', bg: 'warning', kind: 'text', where: 'warning button' },
  { fg: 'danger-ink', bg: 'surface', kind: 'text', where: 'field errors' },
  {
    fg: 'danger-ink',
    bg: 'danger-soft',
    kind: 'text',
    where: 'form alert, a page component that failed',
  },
  { fg: 'bg', bg: 'fg', kind: 'text', where: 'tooltips' },
  { fg: 'sidebar-fg', bg: 'sidebar', kind: 'text', where: 'side menu entries' },
  { fg: 'sidebar-muted', bg: 'sidebar', kind: 'text', where: 'side menu group labels' },
  { fg: 'sidebar-fg', bg: 'sidebar-active', kind: 'text', where: 'the current side menu entry' },
  { fg: 'topbar-fg', bg: 'topbar', kind: 'text', where: 'top bar' },
  { fg: 'ring', bg: 'surface', kind: 'graphic', where: 'focus outline of every control' },
  { fg: 'success-ink', bg: 'surface', kind: 'graphic', where: 'success dialog icon' },
  { fg: 'warning-ink', bg: 'surface', kind: 'graphic', where: 'warning dialog icon' },
];

/** One pair in one theme: the pair drawn, its ratio, and whether it meets AA. */
function PairSample({ pair, theme }: { pair: Pair; theme: Theme }) {
  const [fg, bg] = [colourValue(pair.fg, theme), colourValue(pair.bg, theme)];
  const ratio = fg && bg ? contrastRatio(fg, bg) : undefined;
  const passes = ratio !== undefined && ratio >= AA_MINIMUM[pair.kind];
  return (
    <span
      data-slot="contrast"
      data-passes={passes}
      className="inline-flex items-center gap-2 whitespace-nowrap"
    >
      <span className="rounded px-2 py-1 font-semibold" style={{ color: fg, background: bg }}>
        Aa
      </span>
      {ratio === undefined ? 'n/a' : `${ratio.toFixed(2)}:1 ${passes ? '✓' : '✗ below AA'}`}
    </span>
  );
}

/** Each pair the kit draws with its contrast ratio in light and dark, against WCAG AA. */
export function ContrastPairs() {
  return (
    <table data-slot="contrast-pairs">
      <thead>
        <tr>
          <th>Foreground on background</th>
          <th>Where</th>
          <th>AA needs</th>
          {THEMES.map((theme) => (
            <th key={theme}>{theme === 'light' ? 'Light' : 'Dark'}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PAIRS.map((pair) => (
          <tr key={`${pair.fg} ${pair.bg}`}>
            <td>
              <code>{pair.fg}</code> on <code>{pair.bg}</code>
            </td>
            <td>{pair.where}</td>
            <td>{AA_MINIMUM[pair.kind]}:1</td>
            {THEMES.map((theme) => (
              <td key={theme}>
                <PairSample pair={pair} theme={theme} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
