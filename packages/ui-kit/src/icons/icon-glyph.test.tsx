import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon } from '../trees/menu-icon';
import { glyphs } from './icon-data.generated';
import { IconGlyph } from './icon-glyph';

const svgOf = (testId: string) => screen.getByTestId(testId).querySelector('svg') as SVGElement;

describe('IconGlyph', () => {
  it('draws a stored class from the lazily loaded set, passing over modifier classes', async () => {
    render(
      <>
        <span data-testid="home">
          <IconGlyph icon="bx bx-home" />
        </span>
        <span data-testid="solid">
          <IconGlyph icon="bx bxs-star bx-spin" />
        </span>
      </>,
    );
    await expect.poll(() => svgOf('home').getAttribute('data-icon')).toBe('bx-home');
    const paths = [...svgOf('home').querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(paths).toEqual(glyphs['bx-home']);
    await expect.poll(() => svgOf('solid').getAttribute('data-icon')).toBe('bxs-star');
    expect(svgOf('home').getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves an empty box for a class outside the set, and never reads inherited keys', async () => {
    render(
      <>
        <span data-testid="known">
          <IconGlyph icon="bx bx-cog" />
        </span>
        <span data-testid="unknown">
          <IconGlyph icon="bx bx-no-such-icon constructor __proto__" className="size-5" />
        </span>
      </>,
    );
    // Once a known icon has drawn, the set is in: the unknown one has had its chance.
    await expect.poll(() => svgOf('known').getAttribute('data-icon')).toBe('bx-cog');
    expect(svgOf('unknown').querySelector('path')).toBeNull();
    expect(svgOf('unknown').hasAttribute('data-icon')).toBe(false);
    expect(svgOf('unknown').getAttribute('class')).toBe('size-5');
  });
});

describe('MenuIcon', () => {
  it('draws a boxicons class, a kit icon name, and a dot when the menu has none', async () => {
    render(
      <>
        <span data-testid="class">
          <MenuIcon icon="bx bx-user-check" />
        </span>
        <span data-testid="kit">
          <MenuIcon icon="folder" />
        </span>
        <span data-testid="none">
          <MenuIcon icon={null} />
        </span>
      </>,
    );
    await expect.poll(() => svgOf('class').getAttribute('data-icon')).toBe('bx-user-check');
    expect(svgOf('kit').querySelector('path')).not.toBeNull();
    expect(svgOf('none').querySelector('path')).not.toBeNull();
  });
});
