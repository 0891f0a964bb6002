/** Where a scrolled list of equal-height rows is, and how many extra rows to keep around it. */
export interface WindowInput {
  count: number;
  rowHeight: number;
  viewportHeight: number;
  scrollTop: number;
  /** Rows rendered beyond each edge, so fast scrolling does not show blank space. */
  overscan: number;
}

/** The rows to render, [start, end), and the blank space standing in for the rest. */
export interface WindowRange {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/**
 * The slice of rows that is visible (plus overscan) at a scroll position; the rest is
 * replaced by padding of the same height so the scrollbar still tells the truth.
 * computeWindow({ count: 500, rowHeight: 40, viewportHeight: 400, scrollTop: 0, overscan: 5 })
 * → { start: 0, end: 16, padTop: 0, padBottom: 19360 }
 */
export function computeWindow({
  count,
  rowHeight,
  viewportHeight,
  scrollTop,
  overscan,
}: WindowInput): WindowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const maxTop = Math.max(0, count * rowHeight - viewportHeight);
  const top = Math.min(Math.max(0, scrollTop), maxTop);
  const first = Math.floor(top / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}
