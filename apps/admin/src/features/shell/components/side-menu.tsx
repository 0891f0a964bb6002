import { cx } from '@cermat/ui-kit';
import { Link, useLocation } from 'wouter';
import { useTexts } from '@/lib/i18n';
import type { MenuNode } from '../utils/menu-tree';

const isActive = (node: MenuNode, location: string): boolean =>
  (node.path !== '' && (node.path === '/' ? location === '/' : location.startsWith(node.path))) ||
  node.children.some((child) => isActive(child, location));

function MenuLink({ node, location }: { node: MenuNode; location: string }) {
  const active = isActive(node, location);
  return (
    <Link
      href={node.path}
      aria-current={active ? 'page' : undefined}
      data-menu={node.linkName}
      className={cx(
        'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-sidebar-fg hover:bg-sidebar-active',
        active && 'bg-sidebar-active font-semibold',
      )}
    >
      {node.icon ? <i aria-hidden="true" className={node.icon} /> : null}
      <span>{node.label}</span>
    </Link>
  );
}

function MenuItem({ node, location }: { node: MenuNode; location: string }) {
  if (node.type === 'LABEL') {
    return (
      <li className="mt-4 px-3 text-xs font-semibold tracking-wide text-sidebar-muted uppercase">
        {node.label}
      </li>
    );
  }
  if (node.children.length === 0) {
    return (
      <li>
        <MenuLink node={node} location={location} />
      </li>
    );
  }
  return (
    <li>
      <details open={isActive(node, location)} className="group">
        <summary
          data-menu={node.linkName}
          className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm text-sidebar-fg hover:bg-sidebar-active"
        >
          {node.icon ? <i aria-hidden="true" className={node.icon} /> : null}
          <span>{node.label}</span>
        </summary>
        <ul className="ml-4 grid gap-0.5 border-l border-sidebar-muted/30 pl-2">
          {node.children.map((child) => (
            <MenuItem key={child.id} node={child} location={location} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The vertical side menu: headings, links and groups of the active role. */
export function SideMenu({ tree }: { tree: MenuNode[] }) {
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
