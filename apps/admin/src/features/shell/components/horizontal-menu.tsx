import { MEGA_MENU_COLUMNS, MEGA_MENU_THRESHOLD } from '@cermat/core';
import { cx } from '@cermat/ui-kit';
import { Link } from 'wouter';
import { useTexts } from '@/lib/i18n';
import type { MenuNode } from '../utils/menu-tree';

const linkClass = 'block rounded-md px-3 py-2 text-sm text-fg hover:bg-muted';

/** The horizontal layout's menu bar: groups open as dropdowns, big ones as a mega-menu. */
export function HorizontalMenu({ tree }: { tree: MenuNode[] }) {
  const texts = useTexts();
  const entries = tree.filter((node) => node.type === 'MENU');
  return (
    <nav
      aria-label={texts.shell.navigation}
      data-slot="horizontal-menu"
      className="border-b border-border bg-surface px-4"
    >
      <ul className="flex flex-wrap items-center gap-1">
        {entries.map((node) =>
          node.children.length === 0 ? (
            <li key={node.id}>
              <Link href={node.path} className={linkClass} data-menu={node.linkName}>
                {node.label}
              </Link>
            </li>
          ) : (
            <li key={node.id} className="relative">
              <details>
                <summary
                  className={cx(linkClass, 'cursor-pointer list-none')}
                  data-menu={node.linkName}
                >
                  {node.label}
                </summary>
                <ul
                  className={cx(
                    'absolute z-30 mt-1 grid min-w-48 gap-0.5 rounded-md border border-border bg-surface p-2 shadow-lg',
                    node.children.length > MEGA_MENU_THRESHOLD && 'min-w-[36rem]',
                  )}
                  style={
                    node.children.length > MEGA_MENU_THRESHOLD
                      ? { gridTemplateColumns: `repeat(${MEGA_MENU_COLUMNS}, minmax(0, 1fr))` }
                      : undefined
                  }
                >
                  {node.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.path} className={linkClass} data-menu={child.linkName}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
