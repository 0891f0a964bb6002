import { fill, id, MASTERS, pathFor } from '@cermat/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createRole, createUser, type Api } from './support/api';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open } from './support/console';

// The dashboard helps: counts open their lists, shortcuts add what the role may write, and
// the latest changes come from the audit trail when the role may read it.
const browser = useBrowser();
const PASSWORD = 'rahasia-dasbor-1';
let api: Api;

const region = (page: Awaited<ReturnType<typeof browser.newPage>>, name: string) =>
  page.getByRole('region', { name });

beforeAll(async () => {
  api = await apiAs();
});

describe('the dashboard', () => {
  it('opens a list from its count, adds from a shortcut, and shows the newest change', async () => {
    const name = `Peran Dasbor ${Date.now()}`;
    await createRole(api, name);
    const page = await browser.signedIn();
    await open(page, '/');
    await heading(page, id.dashboard.title).waitFor();
    // The role just made is among the newest changes, named by its action and its record's name.
    const made = fill(id.dashboard.change, {
      action: id.audit['action-create'],
      record: fill(id.audit.record, { entity: id.audit['entity-role'], name }),
    });
    await region(page, id.dashboard.recent)
      .getByRole('listitem')
      .filter({ hasText: made })
      .waitFor();
    await expectNoAxeViolations(page);

    await region(page, id.dashboard.counts)
      .getByRole('link', { name: id.audit['entity-role'] })
      .click();
    await expectRoute(page, pathFor(MASTERS.roles.routes.list));
    await heading(page, id.role.listTitle).waitFor();

    await open(page, '/');
    const add = id.dashboard.add.replace('{name}', id.audit['entity-user']);
    await region(page, id.dashboard.shortcuts).getByRole('link', { name: add }).click();
    await expectRoute(page, pathFor(MASTERS.users.routes.add));
  });

  it('offers no shortcut and no audit trail to a role that holds neither', async () => {
    const username = `dasbor-${Date.now()}`;
    await createUser(api, { username, password: PASSWORD }, [await createRole(api, username)]);
    const page = await browser.signedIn({ username, password: PASSWORD });
    await open(page, '/');
    await heading(page, id.dashboard.title).waitFor();
    await region(page, id.dashboard.myRoles).waitFor();
    expect(await region(page, id.dashboard.shortcuts).count()).toBe(0);
    expect(await region(page, id.dashboard.recent).count()).toBe(0);
  });
});
