import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';

export interface Crumb {
  label: string;
  /** Earlier steps link back; the last one is the current page. */
  href?: string;
}

/** 'Master > Role > Tambah Role': a breadcrumb trail, the last step marked as the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useTexts();
  return (
    <nav aria-label={t.shell.breadcrumb} data-slot="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-fg">
        {items.map((crumb, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="inline-flex items-center gap-1.5">
              {i > 0 ? <Icon name="chevronRight" className="size-3.5" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <a href={crumb.href} className="hover:text-primary hover:underline">
                  {crumb.label}
                </a>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
