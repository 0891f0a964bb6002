// WCAG 2.2 contrast, computed from the token values themselves (not read off a tool), so the
// Colours page says what a changed token does to each pair the kit draws.

/** An sRGB colour, channels 0–255, alpha 0–1. */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * The colours the kit's tokens are written in: `#rgb`, `#rrggbb` and `rgb()` in either syntax
 * (`rgb(15 18 26 / 0.55)`, `rgb(15, 18, 26)`). Anything else (oklch, a keyword) is undefined:
 * the page then says so instead of showing a wrong ratio.
 */
export function parseColour(value: string): Rgba | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: 1 };
  }
  const rgb =
    /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(text);
  if (!rgb) return undefined;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
}

/** Relative luminance (WCAG 2.2, § relative luminance) of an opaque colour. */
function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio of two colours, 1 to 21, or undefined when either is unreadable or
 * see-through (its ratio depends on what lies under it).
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const [fg, bg] = [parseColour(foreground), parseColour(background)];
  if (!fg || !bg || fg.a < 1 || bg.a < 1) return undefined;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The WCAG 2.2 AA minimum for what is drawn: 4.5:1 for body text, 3:1 for graphics and
 * interface parts (icons, a focus ring; also what large text needs).
 */
export const AA_MINIMUM = { text: 4.5, graphic: 3 } as const;
