import type { Locator, Page } from 'playwright-core';

type Rgb = [number, number, number];

/** What the page can measure of colours, installed before any script of the console runs. */
interface ColourTools {
  /** The colour an element shows behind it: its own and its ancestors' backgrounds, composited. */
  backdrop(element: Element): Rgb;
  /** WCAG relative luminance of a colour, 0 (black) to 1 (white). */
  luminance(rgb: Rgb): number;
  /** WCAG contrast of every visible icon under the root against what lies behind it. */
  iconContrasts(root: Element): { icon: string; ratio: number }[];
}

declare global {
  interface Window {
    colourTools: ColourTools;
  }
}

function install(): void {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // Any CSS colour (rgb, oklab, color-mix results) through the browser's own parser.
  const parse = (css: string): [number, number, number, number] => {
    if (!context) throw new Error('no canvas');
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: [number, number, number, number], base: Rgb): Rgb => {
    const mix = (i: 0 | 1 | 2) => top[i] * top[3] + base[i] * (1 - top[3]);
    return [mix(0), mix(1), mix(2)];
  };
  const backdrop = (element: Element): Rgb => {
    const layers: [number, number, number, number][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgb>((base, layer) => over(layer, base), [255, 255, 255]);
  };
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: Rgb) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const contrast = (a: Rgb, b: Rgb) => {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const iconContrasts = (root: Element) =>
    [...root.querySelectorAll('svg, i')]
      .filter((icon) => icon.getClientRects().length > 0)
      .map((icon) => {
        const behind = backdrop(icon);
        const ink = over(parse(getComputedStyle(icon).color), behind);
        const control = icon.closest('a, button, [role]');
        const name = control?.getAttribute('aria-label') ?? control?.textContent ?? '';
        return { icon: `${icon.tagName} in "${name.trim()}"`, ratio: contrast(ink, behind) };
      });
  window.colourTools = { backdrop, luminance, iconContrasts };
}

/** Makes `window.colourTools` available on every document this page loads. */
export async function installColourTools(page: Page): Promise<void> {
  await page.addInitScript(install);
}

/** The luminance of what shows behind an element (0 black … 1 white). */
export const backdropLuminance = (locator: Locator) =>
  locator.evaluate((el) => window.colourTools.luminance(window.colourTools.backdrop(el)));

/** The colour that shows behind an element, as [r, g, b]. */
export const backdropOf = (locator: Locator) =>
  locator.evaluate((el) => window.colourTools.backdrop(el));

/** Each visible icon under an element with its contrast against its background. */
export const iconContrasts = (locator: Locator) =>
  locator.evaluate((el) => window.colourTools.iconContrasts(el));
