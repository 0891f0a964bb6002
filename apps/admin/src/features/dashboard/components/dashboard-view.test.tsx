import { id, MASTERS, pathFor } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render';
import { DashboardView } from './dashboard-view';
import { RecentChanges } from './recent-changes';

const data = { counts: { role: 8, user: 3 }, roles: [{ id_role: 1, role_name: 'Admin' }] };

describe('DashboardView', () => {
  it('links each count to its list, and offers to add only what the role may write', () => {
    renderInApp(<DashboardView data={data} writable={['users']} />);
    const counts = screen.getByRole('region', { name: id.dashboard.counts });
    expect(within(counts).getByRole('link', { name: id.audit['entity-role'] })).toHaveAttribute(
      'href',
      expect.stringContaining(pathFor(MASTERS.roles.routes.list)),
    );
    const shortcuts = screen.getByRole('region', { name: id.dashboard.shortcuts });
    const links = within(shortcuts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      id.dashboard.add.replace('{name}', id.audit['entity-user']),
    ]);
    expect(links[0]).toHaveAttribute('href', expect.stringContaining(pathFor('add-user')));
  });

  it('has no shortcuts for a role that only reads', () => {
    renderInApp(<DashboardView data={data} writable={[]} />);
    expect(screen.queryByRole('region', { name: id.dashboard.shortcuts })).toBeNull();
  });

  it('shows the newest changes of the audit trail, each with who, what and which record', async () => {
    useMockApi();
    renderInApp(<RecentChanges />);
    const recent = await screen.findByRole('region', { name: id.dashboard.recent });
    const rows = await within(recent).findAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(within(recent).getByRole('link', { name: id.dashboard.allChanges })).toHaveAttribute(
      'href',
      expect.stringContaining(pathFor('audit')),
    );
  });
});
