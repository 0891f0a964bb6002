import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORTS, SEARCH_DEBOUNCE_MS, id } from '../src';
import { flush } from './support/deferred';
import { pageFor, startList } from './support/list-fakes';

afterEach(() => {
  vi.useRealTimers();
});

describe('list query machine', () => {
  it('asks for page 1, 10 rows, ENABLE, no search and the list default sort with draw 1', () => {
    const { actor, last } = startList({ list: 'roles' });
    expect(last().query).toEqual({
      draw: 1,
      page: 1,
      size: 10,
      search: '',
      status: 'ENABLE',
      sort: DEFAULT_SORTS.roles,
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('shows the answer with its paging and the Show from - to of total text', async () => {
    const { actor, last } = startList();
    last().answer.resolve(pageFor(last().query));
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.rows).toEqual(['draw1-row0', 'draw1-row1', 'draw1-row2']);
    expect(snapshot.context.paging).toMatchObject({ from: 1, to: 3, total: 50 });
  });

  it('reports an empty answer as empty (the Data Tidak Tersedia row)', async () => {
    const { actor, last } = startList();
    last().answer.resolve(pageFor(last().query, 0));
    await flush();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context.paging).toMatchObject({ from: null, to: null, total: 50 });
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });

  it("keeps the server's message of a failure, or says Oops... without one", async () => {
    const { actor, last } = startList();
    last().answer.reject({ message: 'Server sedang sibuk' });
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Server sedang sibuk');
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().context.error).toBeNull();
    last().answer.reject(new Error(''));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(id.error.oops);
  });

  it('drops an older answer that arrives after the latest one', async () => {
    const { actor, calls } = startList();
    actor.send({ type: 'list.status', status: 'DISABLE' });
    expect(calls.map((c) => c.query.draw)).toEqual([1, 2]);
    calls[1]!.answer.resolve(pageFor(calls[1]!.query));
    await flush();
    calls[0]!.answer.resolve(pageFor(calls[0]!.query, 7));
    await flush();
    expect(actor.getSnapshot().context.rows[0]).toBe('draw2-row0');
    expect(actor.getSnapshot().context.rows).toHaveLength(3);
  });

  it('waits for the latest answer when an older one arrives first, and ignores old failures', async () => {
    const { actor, calls } = startList();
    actor.send({ type: 'list.size', size: 50 });
    calls[0]!.answer.reject(new Error('late failure'));
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    calls[1]!.answer.resolve(pageFor(calls[1]!.query));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('drops an answer whose echoed draw is not the latest', async () => {
    const { actor, last } = startList();
    last().answer.resolve({ ...pageFor(last().query), draw: 0 });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });

  it('applies the search 500 ms after the last keystroke, from page 1', () => {
    vi.useFakeTimers();
    const { actor, calls, last } = startList();
    actor.send({ type: 'list.search', value: 'ad' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'list.search', value: 'adm' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.searchInput).toBe('adm');
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    expect(last().query).toMatchObject({ search: 'adm', page: 1, draw: 2 });
  });

  it('does not ask again when the typed text ends where it started', () => {
    vi.useFakeTimers();
    const { actor, calls } = startList();
    actor.send({ type: 'list.search', value: 'x' });
    actor.send({ type: 'list.search', value: '' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('toggles the sort of a column and starts another column ascending', () => {
    const { actor, last } = startList({ list: 'roles' });
    actor.send({ type: 'list.sort', column: 'id_role' });
    expect(last().query.sort).toEqual({ column: 'id_role', dir: 'asc' });
    actor.send({ type: 'list.sort', column: 'id_role' });
    expect(last().query.sort).toEqual({ column: 'id_role', dir: 'desc' });
    actor.send({ type: 'list.sort', column: 'role_name' });
    expect(last().query.sort).toEqual({ column: 'role_name', dir: 'asc' });
  });

  it('sorts menus by column index, starting at index 0 ascending', () => {
    const { actor, last } = startList({ list: 'menus' });
    expect(last().query.sort).toEqual({ column: 0, dir: 'asc' });
    actor.send({ type: 'list.sort', column: 2 });
    expect(last().query.sort).toEqual({ column: 2, dir: 'asc' });
  });

  it('pages by previous/next only where a page exists', async () => {
    const { actor, calls, last } = startList();
    actor.send({ type: 'page.prev' });
    expect(calls).toHaveLength(1);
    last().answer.resolve(pageFor(last().query, 3, 2));
    await flush();
    actor.send({ type: 'page.next' });
    expect(last().query.page).toBe(2);
    last().answer.resolve(pageFor(last().query, 3, 2));
    await flush();
    actor.send({ type: 'page.next' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'page.prev' });
    expect(last().query.page).toBe(1);
  });

  it('follows server links and ignores a link without url', async () => {
    const { actor, calls, last } = startList();
    last().answer.resolve(pageFor(last().query));
    await flush();
    actor.send({
      type: 'page.link',
      link: { label: '&laquo; Previous', url: null, active: false },
    });
    expect(calls).toHaveLength(1);
    actor.send({
      type: 'page.link',
      link: { label: '3', url: 'http://h/api?page=3', active: false },
    });
    expect(last().query.page).toBe(3);
    actor.send({ type: 'page.go', page: 9 });
    expect(calls).toHaveLength(2);
  });

  it('goes back to page 1 when the filter or the page size changes', async () => {
    const { actor, last } = startList();
    last().answer.resolve(pageFor(last().query));
    await flush();
    actor.send({ type: 'page.go', page: 4 });
    actor.send({ type: 'list.status', status: 'DISABLE' });
    expect(last().query).toMatchObject({ page: 1, status: 'DISABLE' });
    actor.send({ type: 'page.go', page: 4 });
    actor.send({ type: 'list.size', size: 100 });
    expect(last().query).toMatchObject({ page: 1, size: 100 });
  });

  it('reloads with the same query and a new draw, and restores a saved state', () => {
    const { actor, last } = startList({ list: 'users', state: { page: 2, search: 'budi' } });
    expect(last().query).toMatchObject({ page: 2, search: 'budi', draw: 1 });
    expect(actor.getSnapshot().context.searchInput).toBe('budi');
    actor.send({ type: 'list.reload' });
    expect(last().query).toMatchObject({ page: 2, search: 'budi', draw: 2 });
    actor.send({ type: 'list.restore', state: { search: 'ani', status: 'DISABLE' } });
    expect(last().query).toMatchObject({ search: 'ani', status: 'DISABLE', draw: 3 });
    expect(actor.getSnapshot().context.searchInput).toBe('ani');
  });
});
