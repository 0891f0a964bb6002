import { crumbText, fill, id, pathFor, routes, type Crumb } from '@cermat/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { expectRoute, heading, open } from './support/console';

// The routes of spec §2.1 whose contents are not in this release share one screen: it is
// checked whole (axe) once, and every route is checked to reach it under its own name.
const browser = useBrowser();
// One signed-in page serves every route: each test opens its own route first.
let page: Page;

beforeAll(async () => {
  page = await browser.signedIn();
});

const crumbLabel = (crumb: Crumb | undefined) => crumb && crumbText(crumb, id);

/** Every route of spec §2.1 whose contents are not in this release, with any parameter set. */
const modules = routes
  .filter((r) => r.module)
  .map((r) => ({
    name: r.name,
    path: pathFor(
      r.name,
      Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 1])),
    ),
    label: crumbLabel(r.breadcrumb.at(-1)) ?? r.label ?? r.name,
  }));

/** Opens a placeholder route and waits for its screen to name its module. */
async function expectPlaceholder({ path, label }: (typeof modules)[number]): Promise<void> {
  await open(page, path);
  await expectRoute(page, path);
  await heading(page, id.modules.notAvailableTitle).waitFor();
  await page.getByText(fill(id.modules.notAvailable, { name: label })).waitFor();
}

describe('routes not in this release', () => {
  it('show the honest screen, which passes axe', async () => {
    await expectPlaceholder(modules[0]!);
    await expectNoAxeViolations(page);
  });

  it('are more than one', () => {
    expect(modules.length).toBeGreaterThan(1);
  });

  it.for(modules)('lead $path to that screen under its module name, $label', async (module) => {
    await expectPlaceholder(module);
  });
});
