import { fill, id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentHashPath } from '@/lib/hash-location';
import { session } from '@/lib/session';
import { renderInApp } from '@/testing/render';
import { RenderPage } from './render-page';

const stored = {
  id_page: 40,
  nama_page: 'beranda',
  deskripsi_page: 'Halaman contoh',
  status: 'ENABLE',
  created_at: '2026-11-22T01:05:00+00:00',
  updated_at: '2026-11-22T01:05:00+00:00',
  detail: {
    '1': [{ col: 12, component: 'InfoText', order_no: 1 }],
    '2': [
      { col: 4, component: 'TidakAda', order_no: 2 },
      { col: 8, component: 'WelcomeCard', order_no: 1 },
    ],
  },
};

describe('RenderPage', () => {
  it('lays the rows out on the grid with the built-in widgets and a card for an unknown one', async () => {
    const { store, calls } = useMockApi();
    store.lists.pages.push(stored);
    renderInApp(<RenderPage name="beranda" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'beranda' })).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'pages.render')?.query.name).toBe('beranda');
    expect(screen.getByText(id.render.info)).toBeInTheDocument();
    expect(
      screen.getByText(fill(id.page.componentNotFound, { name: 'TidakAda' })),
    ).toBeInTheDocument();
    const rows = document.querySelectorAll('[data-slot="page-row"]');
    expect(rows).toHaveLength(2);
    // Within a row, columns follow their order: the welcome card (1) before the unknown (2).
    const second = rows[1]!.querySelectorAll('[data-slot="page-column"]');
    expect(second[0]!.className).toContain('md:col-span-8');
    expect(second[1]!.textContent).toContain('TidakAda');
  });

  it('says so when no page has that name', async () => {
    useMockApi();
    renderInApp(<RenderPage name="hilang" />);
    expect(
      await screen.findByRole('heading', { name: fill(id.render.notFound, { name: 'hilang' }) }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    useMockApi({ fail: { status: 500, entries: ['pages.render'] } });
    renderInApp(<RenderPage name="beranda" />);
    expect(await screen.findByRole('button', { name: id.common.retry })).toBeInTheDocument();
  });

  it('goes to the 403 screen when the role may not read the page', async () => {
    useMockApi({ fail: { status: 403, entries: ['pages.render'] } });
    renderInApp(<RenderPage name="rahasia" />);
    await vi.waitFor(() => expect(currentHashPath()).toBe('/403'));
  });

  it('without a page, lists the pages the role’s menus link, and only those', async () => {
    useMockApi();
    session.session_menu_access = [
      menuTo(1, 'Panduan', '/render?page=panduan'),
      menuTo(2, 'Role', '/master/role'),
    ];
    renderInApp(<RenderPage name="" />);
    expect(await screen.findByRole('heading', { name: id.render.available })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Panduan']);
    expect(screen.getByRole('link', { name: 'Panduan' })).toHaveAttribute(
      'href',
      expect.stringContaining('/render?page=panduan'),
    );
  });

  it('without a page and no menu to one, says how to choose one', async () => {
    useMockApi();
    session.session_menu_access = [menuTo(2, 'Role', '/master/role')];
    renderInApp(<RenderPage name="" />);
    expect(await screen.findByRole('heading', { name: id.render.choose })).toBeInTheDocument();
  });
});

/** A menu the signed-in role reads, linking `path`. */
function menuTo(id_menu_master: number, name: string, path: string) {
  return {
    id_menu_master,
    menu_master_type: 'MENU' as const,
    menu_master_nama: name,
    menu_master_icon: null,
    menu_master_link_path: path,
    menu_master_link_name: name.toLowerCase(),
    menu_master_urutan: 1,
    menu_master_parent: 0,
    is_read: 1 as const,
    is_write: 0 as const,
  };
}
