import { fill, id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { Pager } from './pager';

const serverLinks = [
  { label: '&laquo; Previous', url: null, active: false },
  { label: '1', url: '/x?page=1', active: true },
  { label: '2', url: '/x?page=2', active: false },
  { label: '...', url: null, active: false },
  { label: '9', url: '/x?page=9', active: false },
  { label: 'Next &raquo;', url: '/x?page=2', active: false },
];

describe('Pager', () => {
  it("says 'Show from - to of total'", () => {
    renderKit(<Pager from={11} to={20} total={95} prevUrl="a" nextUrl="b" onNavigate={() => {}} />);
    expect(
      screen.getByText(fill(id.list.range, { from: 11, to: 20, total: 95 })),
    ).toBeInTheDocument();
  });

  it('renders the server links as numbered buttons, marks the current page, disables links without url', async () => {
    const onNavigate = vi.fn();
    const { user } = renderKit(
      <Pager
        from={1}
        to={10}
        total={90}
        links={serverLinks}
        prevUrl={null}
        nextUrl="/x?page=2"
        onNavigate={onNavigate}
      />,
    );
    const nav = screen.getByRole('navigation', { name: id.list.pagination });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: id.list.previous })).toBeDisabled();
    const current = screen.getByRole('button', { name: fill(id.list.page, { number: 1 }) });
    expect(current).toHaveAttribute('aria-current', 'page');
    // Drawn as chosen, not faded as unavailable; choosing it again asks for nothing.
    expect(current).toBeEnabled();
    await user.click(current);
    await user.click(screen.getByRole('button', { name: fill(id.list.page, { number: 9 }) }));
    await user.click(screen.getByRole('button', { name: id.list.next }));
    expect(onNavigate.mock.calls).toEqual([['/x?page=9'], ['/x?page=2']]);
    expect(await axeViolations()).toEqual([]);
  });

  it('falls back to previous/next and reports their urls', async () => {
    const onNavigate = vi.fn();
    const { user } = renderKit(
      <Pager from={11} to={20} total={30} prevUrl="/p1" nextUrl={null} onNavigate={onNavigate} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onNavigate).toHaveBeenCalledWith('/p1');
  });
});
