export interface PageLink {
  label: string;
  url: string | null;
  active: boolean;
}

// Pages shown on each side of the current one before '...' (Laravel's default is 3).
const ON_EACH_SIDE = 3;

/** The page numbers to offer, with null where a '...' gap goes. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const wanted = new Set<number>([1, 2, last - 1, last]);
  // A fixed count of steps, never a walk up to the client's number: near 2^53 `p++`
  // no longer changes p, and `p <= current + 3` looped forever.
  for (let step = -ON_EACH_SIDE; step <= ON_EACH_SIDE; step++) wanted.add(current + step);
  const pages = [...wanted].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Laravel-style links: Previous, numbered pages (with '...' gaps), Next. */
export function pageLinks(
  current: number,
  last: number,
  urlFor: (page: number) => string,
): PageLink[] {
  const links: PageLink[] = [
    { label: '&laquo; Previous', url: current > 1 ? urlFor(current - 1) : null, active: false },
  ];
  for (const p of pageWindow(current, last)) {
    links.push(
      p === null
        ? { label: '...', url: null, active: false }
        : { label: String(p), url: urlFor(p), active: p === current },
    );
  }
  links.push({
    label: 'Next &raquo;',
    url: current < last ? urlFor(current + 1) : null,
    active: false,
  });
  return links;
}

/** A function giving the same request URL (path + query) on another page. */
export function pageUrlBuilder(requestUrl: string, pageParam = 'page'): (page: number) => string {
  const url = new URL(requestUrl);
  return (page) => {
    const params = new URLSearchParams(url.search);
    params.set(pageParam, String(page));
    return `${url.pathname}?${params.toString()}`;
  };
}
