import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { describe, expect, it } from 'vitest';
import { call, entry } from '../../../test/support/client';
import { drivers, useHarness } from '../../../test/support/harness';
import { pageBody, pageStamp } from '../../../test/support/inputs';
import { personWith, roleWith } from '../../../test/support/people';

type Detail = Record<string, { col: number; component: string; order_no: number }[]>;

describe.each(drivers)('pages on %s', (driver) => {
  const h = useHarness(driver);

  const send = (name: string, input: Parameters<typeof call>[2]) =>
    call(h, entry(name), input, h.tokens.admin);
  const detailOf = async (id: number) =>
    (
      (await send('pages.get', { query: { id } })).body.data as [
        { detail: Detail; nama_page: string },
      ]
    )[0];

  it('saves rows renumbered from 1 and columns sorted by order', async () => {
    const body = {
      id: 1,
      nama_page: 'beranda',
      detail_page: [
        {
          number: 5,
          columns: [
            { number: 1, grid: 4, component: 'B', order: 2 },
            { number: 2, grid: 8, component: 'A', order: 1 },
          ],
        },
        { number: 9, columns: [{ number: 1, grid: 12, component: 'C', order: 1 }] },
      ],
      updated_at: await pageStamp(h, 1),
    };
    expect((await send('pages.update', { body })).status).toBe(200);
    expect((await detailOf(1)).detail).toEqual({
      '1': [
        { col: 8, component: 'A', order_no: 1 },
        { col: 4, component: 'B', order_no: 2 },
      ],
      '2': [{ col: 12, component: 'C', order_no: 1 }],
    });
  });

  it('a save failing half-way leaves the old page intact', async () => {
    const before = await detailOf(1);
    // The database refuses one column after the page row and the first rows were written.
    await h.db.execute(
      sql.raw(`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.component = 'Boom' then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
    );
    await h.db.execute(
      sql.raw(
        'create trigger refuse_boom before insert on page_columns for each row execute function refuse_boom()',
      ),
    );
    try {
      const body = {
        id: 1,
        ...pageBody('beranda-baru'),
        detail_page: [
          { number: 1, columns: [{ number: 1, grid: 12, component: 'Fine', order: 1 }] },
          { number: 2, columns: [{ number: 1, grid: 12, component: 'Boom', order: 1 }] },
        ],
        updated_at: await pageStamp(h, 1),
      };
      const answer = await send('pages.update', { body });
      expect(answer.status).toBe(500);
      expect(JSON.stringify(answer.body)).not.toContain('refused for the test');
      expect(await detailOf(1)).toEqual(before);
    } finally {
      await h.db.execute(sql.raw('drop trigger refuse_boom on page_columns'));
      await h.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });

  it('opens a page to a role through a menu that links it, and only that page', async () => {
    // DECISIONS "Built pages follow their menus": no Render Page right, one menu to 'beranda'.
    const menu = await send('menus.create', {
      body: {
        menu_tipe: 'MENU',
        nama_menu: 'Panduan Beranda',
        link_path_menu: '/render?page=beranda',
        link_name_menu: 'panduan-beranda',
        urutan_menu: 1,
        parent_menu: 0,
      },
    });
    expect(menu.status).toBe(200);
    const role = await roleWith(h, 'Pembaca Panduan', [{ link: 'panduan-beranda', write: false }]);
    const { token } = await personWith(h, 'pembaca.panduan', [role]);
    const render = (name: string, as: string) =>
      call(h, entry('pages.render'), { query: { name } }, as);
    expect((await render('beranda', token)).status).toBe(200);
    expect((await render('arsip', token)).status).toBe(403);
    // A look-alike name (Cyrillic 'а') or a name the link only starts with opens nothing.
    expect((await render('berand\u0430', token)).status).toBe(403);
    expect((await render('beranda2', token)).status).toBe(403);
    expect((await render('tidak-ada', token)).status).toBe(403);
    // Render Page still opens every page, and says which do not exist.
    expect((await render('tidak-ada', h.tokens.admin)).status).toBe(404);
    // The menu disabled, the page closes with it (the effective rights).
    const [linked] = await queryRows(
      h.db,
      sql`select id_menu_master as id from menu_master where menu_master_link_name = 'panduan-beranda'`,
    );
    const disabled = await send('menus.setStatus', {
      body: { id: Number(linked!.id), status: 'DISABLE' },
    });
    expect(disabled.status).toBe(200);
    expect((await render('beranda', token)).status).toBe(403);
  });

  it('renders an enabled page by name, and not a disabled one', async () => {
    const shown = await send('pages.render', { query: { name: 'beranda' } });
    expect(shown.status).toBe(200);
    expect(Object.keys((shown.body.data as { detail: Detail }).detail)).toEqual(['1', '2']);
    expect((await send('pages.render', { query: { name: 'arsip' } })).status).toBe(404);
    expect((await send('pages.render', { query: { name: 'tidak-ada' } })).status).toBe(404);
  });

  it('a page name is unique', async () => {
    const answer = await send('pages.create', { body: pageBody('beranda') });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.data as object)).toEqual(['nama_page']);
  });
});
