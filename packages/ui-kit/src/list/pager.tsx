import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';
import { format, useTexts } from '../lib/texts';

/** A paging link as the server gives it (Laravel style: '&laquo; Previous', '1', 'Next &raquo;'). */
export interface PagerLink {
  label: string;
  url: string | null;
  active: boolean;
}

export interface PagerProps {
  from: number | null;
  to: number | null;
  total: number;
  /** The server's links; without them only previous/next are shown. */
  links?: readonly PagerLink[];
  prevUrl: string | null;
  nextUrl: string | null;
  /** The chosen link's url; a link without url is disabled and never reported. */
  onNavigate: (url: string) => void;
}

type Kind = 'previous' | 'next' | 'page' | 'gap';

// The server's first and last links are previous/next, whatever their (HTML-escaped) label says.
function kindOf(link: PagerLink, index: number, count: number): Kind {
  if (index === 0 && /prev|&laquo;|«/i.test(link.label)) return 'previous';
  if (index === count - 1 && /next|&raquo;|»/i.test(link.label)) return 'next';
  return /^\d+$/.test(link.label.trim()) ? 'page' : 'gap';
}

const itemClass = cx(
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-border px-3 text-sm text-fg',
  'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 disabled:hover:bg-transparent',
  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg',
);

/** 'Show from - to of total' and the paging buttons; the current page is marked aria-current. */
export function Pager({ from, to, total, links, prevUrl, nextUrl, onNavigate }: PagerProps) {
  const t = useTexts();
  const items: PagerLink[] = links?.length
    ? [...links]
    : [
        { label: 'previous', url: prevUrl, active: false },
        { label: 'next', url: nextUrl, active: false },
      ];
  const count = items.length;
  return (
    <div
      data-slot="pager"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-fg"
    >
      <p>{format(t.list.range, { from: from ?? 0, to: to ?? 0, total })}</p>
      <nav aria-label={t.list.pagination}>
        <ul className="flex flex-wrap gap-1">
          {items.map((link, i) => {
            const kind = links?.length ? kindOf(link, i, count) : i === 0 ? 'previous' : 'next';
            if (kind === 'gap') {
              return (
                <li key={`gap-${i}`} aria-hidden="true" className="px-2 py-1.5">
                  …
                </li>
              );
            }
            const label =
              kind === 'previous'
                ? t.list.previous
                : kind === 'next'
                  ? t.list.next
                  : link.label.trim();
            const url = link.url;
            // The current page is where the user is, not an action that is unavailable: it is
            // drawn as chosen (never faded like a disabled button, which axe would not judge)
            // and stays reachable, announced as the current page; choosing it asks nothing.
            const current = kind === 'page' && link.active;
            return (
              <li key={`${kind}-${i}`}>
                <button
                  type="button"
                  className={itemClass}
                  disabled={!url && !current}
                  aria-current={current ? 'page' : undefined}
                  aria-label={kind === 'page' ? format(t.list.page, { number: label }) : undefined}
                  onClick={() => {
                    if (url && !current) onNavigate(url);
                  }}
                >
                  {kind === 'previous' ? <Icon name="chevronLeft" /> : null}
                  {label}
                  {kind === 'next' ? <Icon name="chevronRight" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
