import type { PageLink, Paginator } from '@cermat/contract';
import type { Row } from './rows';

/** One list page as a request asks for it, its sort column already resolved to a field. */
export interface PageRequest {
  page: number;
  perPage: number;
  search?: string | undefined;
  sort: { field: string; dir: 'asc' | 'desc' };
  /** Only rows whose field equals the value (status filter, the role name filter). */
  where: Record<string, string | undefined>;
  /** The searchable columns. */
  searchIn: string[];
  /** The tie-breaker (the id column): equal sort values keep a stable order, as the server's. */
  idColumn: string;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Empty values sort last in either direction (as PostgreSQL's NULLS LAST does for asc).
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'id');
}

/** Previous, the pages near the current one (and the first and last), '...' between, Next. */
function linksOf(current: number, last: number, urlFor: (p: number) => string): PageLink[] {
  const near = (p: number) => p <= 2 || p >= last - 1 || Math.abs(p - current) <= 3;
  const numbered: PageLink[] = [];
  for (let p = 1; p <= last; p++) {
    if (near(p)) numbered.push({ label: String(p), url: urlFor(p), active: p === current });
    else if (numbered.at(-1)?.label !== '...')
      numbered.push({ label: '...', url: null, active: false });
  }
  return [
    { label: '&laquo; Previous', url: current > 1 ? urlFor(current - 1) : null, active: false },
    ...numbered,
    { label: 'Next &raquo;', url: current < last ? urlFor(current + 1) : null, active: false },
  ];
}

/** Filters, searches, sorts and cuts one page out of the rows, with Laravel's paging fields. */
export function pageOfRows(rows: Row[], request: PageRequest, url: URL): Paginator<Row> {
  const term = request.search?.trim().toLowerCase();
  const matching = rows
    .filter((row) =>
      Object.entries(request.where).every(([field, value]) => !value || row[field] === value),
    )
    .filter(
      (row) =>
        !term ||
        request.searchIn.some((field) =>
          String(row[field] ?? '')
            .toLowerCase()
            .includes(term),
        ),
    );
  const sign = request.sort.dir === 'desc' ? -1 : 1;
  const sorted = matching.sort(
    (a, b) =>
      sign * compare(a[request.sort.field], b[request.sort.field]) ||
      compare(a[request.idColumn], b[request.idColumn]),
  );
  const total = sorted.length;
  const last = Math.max(1, Math.ceil(total / request.perPage));
  const start = (request.page - 1) * request.perPage;
  const data = sorted.slice(start, start + request.perPage);
  const urlFor = (p: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(p));
    return `${next.pathname}${next.search}`;
  };
  return {
    data,
    current_page: request.page,
    last_page: last,
    per_page: request.perPage,
    total,
    total_is_estimate: false,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    first_page_url: urlFor(1),
    last_page_url: urlFor(last),
    next_page_url: request.page < last ? urlFor(request.page + 1) : null,
    prev_page_url: request.page > 1 ? urlFor(request.page - 1) : null,
    links: linksOf(request.page, last, urlFor),
  };
}
