import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { changedPixels } from '../e2e/visual';

// The dark profile screen's baseline: dark background, light text, a yellow and a blue button.
const baseline = () =>
  PNG.sync.read(
    readFileSync(
      path.resolve(
        import.meta.dirname,
        '../visual/baselines/screens-profile--filled.dark.desktop.id.png',
      ),
    ),
  );

const offset = (image: PNG, x: number, y: number) => (y * image.width + x) * 4;

/** Adds `by` to the red, green and blue of every pixel of the box. */
function shade(image: PNG, box: { x: number; y: number; w: number; h: number }, by: number) {
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++)
      for (let c = 0; c < 3; c++) {
        const i = offset(image, x, y) + c;
        image.data[i] = Math.max(0, Math.min(255, image.data[i]! + by));
      }
}

describe('the screenshot comparison', () => {
  it('finds nothing changed in the same picture', () => {
    expect(changedPixels(baseline(), baseline()).changed).toBe(0);
  });

  it('lets through a pixel a few levels of grey off, which no one sees', () => {
    const got = baseline();
    shade(got, { x: 700, y: 300, w: 1, h: 1 }, 6);
    expect(changedPixels(baseline(), got).changed).toBe(0);
  });

  it('counts a word changed: the title written over with the text beside it', () => {
    const got = baseline();
    // "Profile" (the title, x 280–368, y 126–154) drawn over by the sidebar's "Dashboard".
    const from = baseline();
    for (let y = 0; y < 20; y++)
      for (let x = 0; x < 80; x++)
        for (let c = 0; c < 4; c++)
          got.data[offset(got, 280 + x, 130 + y) + c] =
            from.data[offset(from, 52 + x, 122 + y) + c]!;
    expect(changedPixels(baseline(), got).changed).toBeGreaterThan(20);
  });

  it("counts a token's colour moved: the Simpan button 20 levels lighter", () => {
    const got = baseline();
    shade(got, { x: 476, y: 667, w: 80, h: 36 }, 20);
    expect(changedPixels(baseline(), got).changed).toBeGreaterThan(1000);
  });

  it('counts every pixel when the sizes differ', () => {
    const got = new PNG({ width: 10, height: 10 });
    expect(changedPixels(baseline(), got).changed).toBe(1366 * 768);
  });
});
