import { fill, id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { PageRenderer } from './page-renderer';

const registry = {
  Greeting: () => <p>Selamat datang</p>,
  Stats: () => <p>Statistik</p>,
};

describe('PageRenderer', () => {
  it('renders rows in number order and columns in Urutan order from the registry', async () => {
    const { container } = renderKit(
      <PageRenderer
        registry={registry}
        rows={[
          { number: 2, columns: [{ grid: 12, component: 'Stats', order: 1 }] },
          {
            number: 1,
            columns: [
              { grid: 8, component: 'Stats', order: 2 },
              { grid: 4, component: 'Greeting', order: 1 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getAllByText(/Selamat datang|Statistik/).map((p) => p.textContent)).toEqual([
      'Selamat datang',
      'Statistik',
      'Statistik',
    ]);
    const first = container.querySelector('[data-slot="page-column"]');
    expect(first?.className).toContain('md:col-span-4');
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a visible 'component not found' card for an unknown name, and keeps the rest", () => {
    renderKit(
      <PageRenderer
        registry={registry}
        rows={[
          {
            number: 1,
            columns: [
              { grid: 6, component: 'Missing', order: 1 },
              { grid: 6, component: 'toString', order: 2 },
              { grid: 6, component: 'Greeting', order: 3 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText(fill(id.page.componentNotFound, { name: 'Missing' }))).toBeVisible();
    expect(screen.getByText(fill(id.page.componentNotFound, { name: 'toString' }))).toBeVisible();
    expect(screen.getByText('Selamat datang')).toBeInTheDocument();
  });
});
