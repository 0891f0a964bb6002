import type { MenuNode } from '@cermat/core';
import { cx } from '@cermat/ui-kit';
import { Link, useLocation } from 'wouter';
import { useTexts } from '@/lib/i18n';

/** True when the node (or one below it) is the screen being shown. */
export function isActive(node: MenuNode, location: string): boolean {
  const path = node.linkPath ?? '';
  const own = path !== '' && (path === '/' ? location === '/' : location.startsWith(path));
  return own || node.sub.some((child) => isActive(child, location));
}

function MenuIcon({ icon }: { icon: string | null }) {
  return icon ? <i aria-hidden="true" className={icon} /> : null;
}

const itemClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-sidebar-fg hover:bg-sidebar-active';

function MenuItem({ node, location }: { node: MenuNode; location: string }) {
  if (node.type === 'LABEL') {
    return (
      <li className="mt-4 px-3 text-xs font-semibold tracking-wide text-sidebar-muted uppercase">
        {node.name}
      </li>
    );
  }
  if (node.sub.length === 0) {
    const active = isActive(node, location);
    return (
      <li>
        <Link
          href={node.linkPath ?? '/'}
          aria-current={active ? 'page' : undefined}
          data-menu={node.linkName ?? undefined}
          className={cx(itemClass, active && 'bg-sidebar-active font-semibold')}
        >
          <MenuIcon icon={node.icon} />
          <span>{node.name}</span>
        </Link>
      </li>
    );
  }
  return (
    <li>
      <details open={isActive(node, location)}>
        <summary
          data-menu={node.linkName ?? undefined}
          className={cx(itemClass, 'cursor-pointer list-none')}
        >
          <MenuIcon icon={node.icon} />
          <span>{node.name}</span>
        </summary>
        <ul className="ml-4 grid gap-0.5 border-l border-sidebar-muted/30 pl-2">
          {node.sub.map((child) => (
            <MenuItem key={child.id} node={child} location={location} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The vertical side menu: headings, links and groups of the active role. */
export function SideMenu({ tree }: { tree: readonly MenuNode[] }) {
  const texts = useTexts();
  const [location] = useLocation();
  return (
    <nav aria-label={texts.shell.navigation} data-slot="side-menu" className="p-3">
      <ul className="grid gap-0.5">
        {tree.map((node) => (
          <MenuItem key={node.id} node={node} location={location} />
        ))}
      </ul>
    </nav>
  );
}
