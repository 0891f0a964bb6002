/** How closely a name answers a query; lower is closer, null is no match. */
type Closeness = number | null;

/** A text as the palette compares it: case, accents and runs of blanks do not count. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** 0 the whole name, 1 its start, 2 a word's start, 3 anywhere, 4 every word somewhere. */
function closeness(name: string, query: string): Closeness {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  const words = query.split(' ');
  return words.length > 1 && words.every((word) => name.includes(word)) ? 4 : null;
}

/** Steps between a thing's names: its second name's best match ranks after its first's worst. */
const NAME_STEP = 5;

/**
 * The items whose names answer the query, closest first: the whole name, then its start, a
 * word's start, anywhere, every word somewhere; a thing's first name before its others; then
 * the shorter name, then as given. An empty query keeps every item, as given.
 */
export function rankByName<T>(
  query: string,
  items: readonly T[],
  namesOf: (item: T) => readonly string[],
): T[] {
  const wanted = foldText(query);
  if (wanted === '') return [...items];
  const scored: { item: T; score: number; length: number; at: number }[] = [];
  for (const [at, item] of items.entries()) {
    let best: { score: number; length: number } | null = null;
    for (const [which, raw] of namesOf(item).entries()) {
      const name = foldText(raw);
      const close = closeness(name, wanted);
      const score = close === null ? null : which * NAME_STEP + close;
      if (score !== null && (best === null || score < best.score)) {
        best = { score, length: name.length };
      }
    }
    if (best) scored.push({ item, ...best, at });
  }
  scored.sort((a, b) => a.score - b.score || a.length - b.length || a.at - b.at);
  return scored.map(({ item }) => item);
}
