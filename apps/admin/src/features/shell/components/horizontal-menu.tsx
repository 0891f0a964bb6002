import { isMegaMenu, menuColumns, type MenuNode } from '@cermat/core';
import { cx } from '@cermat/ui-kit';
import { Link } from 'wouter';
import { useTexts } from '@/lib/i18n';

const linkClass = 'block rounded-md px-3 py-2 text-sm text-fg hover:bg-muted';

function MenuLink({ node }: { node: MenuNode }) {
  return (
    <Link href={node.linkPath ?? '/'} className={linkClass} data-menu={node.linkName ?? undefined}>
      {node.name}
    </Link>
  );
}

/** The horizontal layout's menu bar: groups open as dropdowns, more than 11 items as a 3-column mega-menu. */
export function HorizontalMenu({ tree }: { tree: readonly MenuNode[] }) {
  const texts = useTexts();
  return (
    <nav
      aria-label={texts.shell.navigation}
      data-slot="horizontal-menu"
      className="border-b border-border bg-surface px-4"
    >
      <ul className="flex flex-wrap items-center gap-1">
        {tree
          .filter((node) => node.type === 'MENU')
          .map((node) => (
            <li key={node.id} className="relative">
              {node.sub.length === 0 ? (
                <MenuLink node={node} />
              ) : (
                <details>
                  <summary
                    className={cx(linkClass, 'cursor-pointer list-none')}
                    data-menu={node.linkName ?? undefined}
                  >
                    {node.name}
                  </summary>
                  <div
                    className={cx(
                      'absolute z-30 mt-1 flex gap-2 rounded-md border border-border bg-surface p-2 shadow-lg',
                      isMegaMenu(node.sub.length) ? 'min-w-[36rem]' : 'min-w-48',
                    )}
                  >
                    {menuColumns(node.sub).map((column, i) => (
                      <ul key={i} className="grid flex-1 content-start gap-0.5">
                        {column.map((child) => (
                          <li key={child.id}>
                            <MenuLink node={child} />
                          </li>
                        ))}
                      </ul>
                    ))}
                  </div>
                </details>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
