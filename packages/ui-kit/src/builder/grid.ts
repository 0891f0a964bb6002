// Written out in full so Tailwind finds every class; full width on small screens.
const spans = [
  'md:col-span-1',
  'md:col-span-2',
  'md:col-span-3',
  'md:col-span-4',
  'md:col-span-5',
  'md:col-span-6',
  'md:col-span-7',
  'md:col-span-8',
  'md:col-span-9',
  'md:col-span-10',
  'md:col-span-11',
  'md:col-span-12',
] as const;

/** The class placing a column of `grid` twelfths on the 12-column grid (clamped to 1..12). */
export function colSpan(grid: number): string {
  const n = Math.min(12, Math.max(1, Math.round(grid)));
  return `col-span-12 ${spans[n - 1]}`;
}

/** A column of a page row (spec §3: grid 1..12, component file name, order). */
export interface PageColumn {
  grid: number;
  component: string;
  order: number;
}

/** A page row: its number and its columns. */
export interface PageRow {
  number: number;
  columns: readonly PageColumn[];
}

/** Columns in their display order (by `order`, stable for equal orders). */
export function byOrder<T extends { order: number }>(columns: readonly T[]): T[] {
  return [...columns].sort((a, b) => a.order - b.order);
}
