import { describe, expect, it } from 'vitest';
import { computeWindow } from './windowing';

const base = { count: 500, rowHeight: 40, viewportHeight: 400, overscan: 5 };

describe('computeWindow', () => {
  it('renders the first screen plus overscan at the top', () => {
    expect(computeWindow({ ...base, scrollTop: 0 })).toEqual({
      start: 0,
      end: 16,
      padTop: 0,
      padBottom: 484 * 40,
    });
  });

  it('follows the scroll position and keeps overscan on both sides', () => {
    const w = computeWindow({ ...base, scrollTop: 4000 });
    expect(w.start).toBe(95);
    expect(w.end).toBe(116);
    expect(w.padTop).toBe(95 * 40);
    expect(w.padTop + (w.end - w.start) * 40 + w.padBottom).toBe(500 * 40);
  });

  it('clamps a scroll past the end to the last rows', () => {
    const w = computeWindow({ ...base, scrollTop: 1e9 });
    expect(w.end).toBe(500);
    expect(w.padBottom).toBe(0);
    expect(w.start).toBeLessThan(500 - 10);
  });

  it('renders everything when all rows fit', () => {
    expect(computeWindow({ ...base, count: 3, scrollTop: 0 })).toEqual({
      start: 0,
      end: 3,
      padTop: 0,
      padBottom: 0,
    });
  });

  it('renders nothing for no rows', () => {
    expect(computeWindow({ ...base, count: 0, scrollTop: 0 }).end).toBe(0);
  });
});
