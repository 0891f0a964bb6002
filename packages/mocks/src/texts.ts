import { limits } from '@cermat/contract';

const filler =
  'dengan nama yang sangat panjang sekali untuk menguji pemotongan dan pembungkusan baris pada setiap kolom tabel ';

/** A text of exactly `max` characters that starts with `head`: a column's longest value. */
function longText(head: string, max: number): string {
  // Ends in a full stop, never a space the server would trim away.
  return `${`${head} ${filler.repeat(Math.ceil(max / filler.length) + 1)}`.slice(0, max - 1)}.`;
}

/** A fixed moment per row, so screenshots of the same story never differ. */
export function stampOf(i: number): string {
  return new Date(Date.UTC(2026, i % 12, 1 + (i % 28), 8, i % 60)).toISOString();
}

/** A changed record's new version: what a later write must send back as `updated_at`. */
export const nowStamp = () => new Date().toISOString();

/** The longest values the contract allows, by field (ours: within `limits`). */
export const longest = {
  name: (head: string) => longText(head, limits.name),
  description: (head: string) => longText(head, limits.description),
  username: (head: string) => longText(head, limits.username),
  path: (head: string) => longText(head, limits.path),
  icon: (head: string) => longText(head, limits.icon),
};

/** A plain master's i-th record's value of a field: its declared example and its number. */
export const plainExampleOf = (example: string, i: number) => `${example} ${i + 1}`;
