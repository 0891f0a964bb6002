import { randomInt } from 'node:crypto';

/**
 * The CAPTCHA picture, drawn here so no third-party service sees our users: each character
 * is a stroke drawing on a 4 × 6 grid, so the SVG holds only distorted paths and never the
 * text itself (a `<text>` element would hand the answer to any parser).
 */
type Stroke = readonly (readonly [number, number])[];

// Letters and digits that cannot be mistaken for each other (no I/1/L, O/0, S/5, Z/2).
const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.5],
      [3, 3.5],
    ],
  ],
  B: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [2, 3.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.7],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  Q: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
    [
      [2.5, 4.5],
      [4, 6.3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  2: [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  3: [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1.5, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  4: [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  5: [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  6: [
    [
      [4, 0],
      [2, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  7: [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  8: [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  9: [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4],
      [2, 6],
      [0, 6],
    ],
  ],
};

const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
const CAPTCHA_LENGTH = 5;

const WIDTH = 200;
const HEIGHT = 70;
const CELL = (WIDTH - 20) / CAPTCHA_LENGTH;

/** A uniform random number in [min, max), from the CSPRNG (the picture must not be predictable). */
const between = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);
const ink = () => `hsl(${randomInt(0, 360)} 60% ${randomInt(18, 38)}%)`;

/** One character drawn in its cell: scaled, turned, shifted, every point shaken a little. */
function drawGlyph(char: string, index: number): string[] {
  const scale = between(5, 6.2);
  const angle = between(-0.45, 0.45);
  const cx = 10 + CELL * index + CELL / 2 + between(-3, 3);
  const cy = HEIGHT / 2 + between(-6, 6);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const colour = ink();
  return (GLYPHS[char] ?? []).map((stroke) => {
    const points = stroke.map(([x, y]) => {
      const dx = (x - 2 + between(-0.3, 0.3)) * scale;
      const dy = (y - 3 + between(-0.3, 0.3)) * scale;
      return `${fixed(cx + dx * cos - dy * sin)} ${fixed(cy + dx * sin + dy * cos)}`;
    });
    return `<path d="M${points.join('L')}" stroke="${colour}" stroke-width="${fixed(between(2.6, 3.6))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

/** Curves across the picture and scattered dots, in the characters' own colours and widths. */
function noise(): string[] {
  const y = () => fixed(between(5, HEIGHT - 5));
  const curves = Array.from({ length: 4 }, () => {
    const path = `M0 ${y()}C${fixed(between(30, 90))} ${y()} ${fixed(between(110, 170))} ${y()} ${WIDTH} ${y()}`;
    return `<path d="${path}" stroke="${ink()}" stroke-width="${fixed(between(1.5, 3))}" fill="none"/>`;
  });
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${fixed(between(0, WIDTH))}" cy="${fixed(between(0, HEIGHT))}" r="${fixed(between(0.8, 2))}" fill="${ink()}"/>`,
  );
  return [...curves, ...dots];
}

/** Fisher–Yates: the order of the paths in the file says nothing about the order of the text. */
function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A new random answer. */
export function captchaText(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)],
  ).join('');
}

/** The SVG picture of `text` (characters of CAPTCHA_ALPHABET). */
export function captchaSvg(text: string): string {
  const parts = shuffled([...[...text].flatMap(drawGlyph), ...noise()]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}
