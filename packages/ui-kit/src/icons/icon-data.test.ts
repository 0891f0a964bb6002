import { describe, expect, it } from 'vitest';
import { iconNames } from '../../scripts/icon-names';
import { glyphOf, readGlyphs } from '../../scripts/icon-source';
import { glyphs } from './icon-data.generated';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${body}</svg>`;

describe('the generated icon set', () => {
  it('is the named boxicons exactly; stale until `pnpm gen:icons` has run', () => {
    // A failure here after editing scripts/icon-names.ts: run `pnpm --filter @cermat/ui-kit gen:icons`.
    expect(glyphs).toEqual(readGlyphs(iconNames));
  });

  it('holds every icon the product menus use', () => {
    for (const name of ['bx-home-circle', 'bx-data', 'bx-user-check', 'bx-history', 'bx-menu']) {
      expect(glyphs[name]?.length).toBeGreaterThan(0);
    }
  });
});

describe('glyphOf', () => {
  it('keeps paths and turns circles, ellipses and rounded rects into path data', () => {
    expect(
      glyphOf(
        svg(
          '<path d="M0 0h2v2z"/><circle cx="12" cy="12" r="2"/>' +
            '<ellipse cx="8.5" cy="12" rx="1.5" ry="2"/><rect x="2" y="4" width="6" height="8" rx="1"/>',
        ),
      ),
    ).toEqual([
      'M0 0h2v2z',
      'M10 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z',
      'M7 12a1.5 2 0 1 0 3 0a1.5 2 0 1 0 -3 0z',
      'M3 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1z',
    ]);
  });

  it('refuses what a plain filled path would draw differently', () => {
    expect(() => glyphOf(svg('<path fill-rule="evenodd" d="M0 0z"/>'))).toThrow(/fill-rule/);
    expect(() => glyphOf(svg('<g><path d="M0 0z"/></g>'))).toThrow(/other than/);
    expect(() => glyphOf('<svg viewBox="0 0 16 16"><path d="M0 0z"/></svg>')).toThrow(/24×24/);
  });
});
