import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageLinks, pageWindow } from '../src/lists/links';

// At 2^53 `p++` no longer moves p, so a loop counting up to a client's page number would
// never end. The window must cost the same for any page.
describe('pageWindow', () => {
  // A walk up to such a page never ends (the test times out): no clock needed.
  it('answers for a page near 2^53', () => {
    const huge = Number.MAX_SAFE_INTEGER - 2;
    expect(pageWindow(huge, huge)).toEqual([1, 2, null, huge - 3, huge - 2, huge - 1, huge]);
    // Past the last page the window around it is empty: only the ends remain.
    expect(pageWindow(huge, 5)).toEqual([1, 2, null, 4, 5]);
    const top = 2 ** 53;
    expect(pageWindow(top, top)).toEqual([1, 2, null, top - 3, top - 2, top - 1, top]);
  });

  it('keeps the usual window for ordinary pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, null, 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, null, 7, 8, 9, 10, 11, 12, 13, null, 19, 20]);
  });

  it('is short, sorted and within 1..last for any safe page numbers', () => {
    const page = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(page, page, (current, last) => {
        const window = pageWindow(current, last);
        const pages = window.filter((p): p is number => p !== null);
        expect(window.length).toBeLessThanOrEqual(13);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages.every((p) => p >= 1 && p <= last)).toBe(true);
        if (current <= last) expect(pages).toContain(current);
      }),
    );
  });

  it('gives links for a huge page without walking to it', () => {
    const huge = Number.MAX_SAFE_INTEGER - 2;
    const links = pageLinks(huge, huge, (p) => `?page=${p}`);
    expect(links.at(-2)).toEqual({ label: String(huge), url: `?page=${huge}`, active: true });
    expect(links.at(-1)?.url).toBeNull();
  });
});
