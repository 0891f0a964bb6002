import { id } from '@cermat/core';
import type { MockCall, Scenario } from '@cermat/mocks';
import { useMockApi } from '@cermat/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from '@/lib/hash-location';
import { preloadList } from '@/lib/list-preload';
import { session } from '@/lib/session';
import { renderInApp } from '@/testing/render';
import { RoleList } from './role-list';

const role = (n: number, status = 'ENABLE') => ({
  id_role: n,
  role_name: `Role ${n}`,
  role_description: n % 2 ? null : `Deskripsi ${n}`,
  status,
  created_at: '2026-11-22T01:05:00+00:00',
  updated_at: '2026-11-22T01:05:00+00:00',
});

/** The server's role table holds exactly these rows. */
function answerWith(rows: ReturnType<typeof role>[], scenario: Scenario = {}) {
  const api = useMockApi(scenario);
  api.store.lists.roles = rows;
  return api.calls;
}

const lists = (calls: MockCall[]) => calls.filter((c) => c.name === 'roles.list');

describe('RoleList', () => {
  it('lists the roles with dates, empty values as "-", and the write controls', async () => {
    navigate('/master/role');
    answerWith([role(1), role(2)]);
    renderInApp(<RoleList canWrite />);
    const first = (await screen.findByText('Role 1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('-')).toBeInTheDocument();
    expect(within(first).getAllByText('2026-11-22 08:05')).toHaveLength(2);
    expect(within(first).getByRole('button', { name: id.common.disable })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: id.role.accessRights })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: id.common.add })).toHaveAttribute(
      'href',
      '#/master/role/tambah',
    );
  });

  it('shows a reader no Tambah, no actions column and no row buttons', async () => {
    navigate('/master/role');
    answerWith([role(1)]);
    renderInApp(<RoleList canWrite={false} />);
    await screen.findByText('Role 1');
    expect(screen.queryByRole('link', { name: id.common.add })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: id.common.actions })).toBeNull();
    expect(screen.queryByRole('button', { name: id.common.disable })).toBeNull();
  });

  it('asks the server for the state in the URL and writes the user’s choices back to it', async () => {
    navigate('/master/role?status=DISABLE&page=2&size=50');
    const calls = answerWith(Array.from({ length: 60 }, (_, i) => role(i + 1, 'DISABLE')));
    renderInApp(<RoleList canWrite />);
    await screen.findByText('Role 3');
    expect(lists(calls)[0]?.query).toMatchObject({
      filter_status: 'DISABLE',
      page: '2',
      length: '50',
      dir: 'desc',
      // Roles sort by column name (docs/decisions.md); menus and the tree by index.
      column: 'id_role',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: id.role.columnName }));
    expect(window.location.hash).toBe(
      '#/master/role?size=50&status=DISABLE&sort=role_name&dir=asc',
    );
    expect(await screen.findByText('Role 3')).toBeInTheDocument();
    expect(lists(calls).at(-1)?.query.column).toBe('role_name');
  });

  it('asks the role variant of the delete question and answers a failure in the spec’s words', async () => {
    const user = userEvent.setup();
    navigate('/master/role?status=DISABLE');
    const calls = answerWith([role(4, 'DISABLE')], {
      fail: { status: 500, entries: ['roles.remove'] },
    });
    renderInApp(<RoleList canWrite />);
    const row = (await screen.findByText('Role 4')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: id.common.delete }));
    const ask = await screen.findByRole('alertdialog', { name: id.confirm.deleteVariant });
    expect(ask).toHaveAccessibleDescription(id.confirm.deleteVariantDetail);
    expect(within(ask).getByRole('button', { name: id.confirm.no })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: id.common.yes }));
    const failed = await screen.findByRole('alertdialog', { name: id.error.tryAgain });
    expect(failed).toHaveTextContent(id.error.title);
    expect(calls.filter((c) => c.name === 'roles.remove')).toHaveLength(1);
  });

  it("explains, without asking or sending, why the session's own role cannot be disabled", async () => {
    const user = userEvent.setup();
    navigate('/master/role');
    session.session_role_active_id = 1;
    const calls = answerWith([role(1), role(2)]);
    renderInApp(<RoleList canWrite />);
    const own = (await screen.findByText('Role 1')).closest('tr') as HTMLElement;
    await user.click(within(own).getByRole('button', { name: id.common.disable }));
    expect(await screen.findByText(id.server.ownRole)).toBeInTheDocument();
    expect(screen.queryByText(id.confirm.disable)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'roles.setStatus')).toHaveLength(0);
    session.session_role_active_id = null;
  });

  it('keeps Hak Akses loading until the role’s test codes are known, so Simpan never meets a half-filled role', async () => {
    navigate('/master/role');
    const calls = answerWith([role(2)], { pending: { entries: ['roleAccess.testCodes'] } });
    renderInApp(<RoleList canWrite />);
    const row = (await screen.findByText('Role 2')).closest('tr') as HTMLElement;
    await userEvent.setup().click(within(row).getByRole('button', { name: id.role.accessRights }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'roleAccess.testCodes')).toHaveLength(1),
    );
    expect(screen.getByText(id.common.loading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: id.common.save })).toBeNull();
  });

  it('takes its first page from the request the navigation sent, and asks itself after', async () => {
    const calls = answerWith([role(1), role(2)]);
    session.access_token = 'tok';
    navigate('/master/role?size=25');
    preloadList('/master/role?size=25');
    renderInApp(<RoleList canWrite />);
    await screen.findByText('Role 1');
    expect(lists(calls)).toHaveLength(1);
    // A reload (after a write, a retry) is the screen's own request.
    await userEvent.setup().click(screen.getByRole('button', { name: id.role.columnName }));
    expect(await screen.findByText('Role 1')).toBeInTheDocument();
    expect(lists(calls)).toHaveLength(2);
  });
});
