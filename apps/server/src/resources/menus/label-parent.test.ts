import { id as texts } from '@cermat/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuMaster } from '../../db/schema';
import { call, entry } from '../../../test/support/client';
import { drivers, useHarness } from '../../../test/support/harness';

// DECISIONS "A LABEL is never a parent": the server refuses it on every path.
describe.each(drivers)('a LABEL is never a parent, on %s', (driver) => {
  const h = useHarness(driver);

  const firstOf = async (type: 'MENU' | 'LABEL', withPath: boolean) => {
    const rows = await h.db
      .select({
        id: menuMaster.id_menu_master,
        path: menuMaster.menu_master_link_path,
      })
      .from(menuMaster)
      .where(eq(menuMaster.menu_master_type, type));
    return rows.find((r) => (r.path !== '') === withPath)!.id;
  };

  it('the menu form refuses a LABEL as Parent Menu (422 on parent_menu)', async () => {
    const label = await firstOf('LABEL', false);
    const answer = await call(
      h,
      entry('menus.create'),
      {
        body: {
          menu_tipe: 'MENU',
          nama_menu: 'Di Bawah Label',
          link_path_menu: '/di-bawah-label',
          link_name_menu: 'di-bawah-label',
          urutan_menu: 1,
          parent_menu: label,
        },
      },
      h.tokens.admin,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ parent_menu: [texts.server.labelParent] });
  });

  it('ordering refuses to nest a menu under a LABEL and changes nothing', async () => {
    const label = await firstOf('LABEL', false);
    const screen = await firstOf('MENU', true);
    const [before] = await h.db
      .select({ parent: menuMaster.menu_master_parent })
      .from(menuMaster)
      .where(eq(menuMaster.id_menu_master, screen));
    const answer = await call(
      h,
      entry('menus.saveOrdering'),
      { body: { list_menu: JSON.stringify([{ id: label, sub: [{ id: screen }] }]) } },
      h.tokens.admin,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.data).toEqual({ list_menu: [texts.server.labelParent] });
    const [after] = await h.db
      .select({ parent: menuMaster.menu_master_parent })
      .from(menuMaster)
      .where(eq(menuMaster.id_menu_master, screen));
    expect(after!.parent).toBe(before!.parent);
  });

  it('the ordering tree says which items are LABELs, so the screen offers no nesting there', async () => {
    const answer = await call(h, entry('menus.ordering'), {}, h.tokens.admin);
    const [tree] = answer.body.data as [{ id: number; type: string }[]];
    const label = await firstOf('LABEL', false);
    expect(tree.find((item) => item.id === label)?.type).toBe('LABEL');
    expect(tree.every((item) => item.type === 'MENU' || item.type === 'LABEL')).toBe(true);
  });
});
