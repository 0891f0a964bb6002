import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from '../src/foundations/contrast';
import {
  customProperties,
  propertiesOf,
  resolveVars,
  selects,
} from '../src/foundations/css-tokens';
import { colourTokens, colourValue, tailwindScale } from '../src/foundations/tokens';

// The Foundations pages compute what they show; these hold the reading and the arithmetic
// to known answers, so a page never shows a confident wrong number.

describe('reading custom properties from a stylesheet', () => {
  const css = `
    /* a comment { with braces; } */
    @theme inline { --color-fg: var(--kit-fg); }
    @layer base {
      :root,
      [data-theme='light'] { --kit-fg: #111; --kit-bg: #fff }
      [data-theme='dark'] { --kit-fg: #eee; }
      @media (prefers-reduced-motion: reduce) { * { animation: none; } }
    }`;
  const found = customProperties(css);

  it('finds each declaration in its innermost rule, comments left out', () => {
    expect(found).toEqual([
      { rule: '@theme inline', name: '--color-fg', value: 'var(--kit-fg)' },
      { rule: ":root, [data-theme='light']", name: '--kit-fg', value: '#111' },
      { rule: ":root, [data-theme='light']", name: '--kit-bg', value: '#fff' },
      { rule: "[data-theme='dark']", name: '--kit-fg', value: '#eee' },
    ]);
  });

  it('picks rules by one selector of their list, and resolves var() from them', () => {
    const light = propertiesOf(found, selects("[data-theme='light']"));
    expect(light.get('--kit-bg')).toBe('#fff');
    expect(propertiesOf(found, selects(':root')).get('--kit-fg')).toBe('#111');
    expect(resolveVars('var(--kit-fg) on var(--kit-bg)', light)).toBe('#111 on #fff');
    expect(resolveVars('var(--unknown)', light)).toBe('var(--unknown)');
  });
});

describe('WCAG contrast', () => {
  it('reads the colour syntaxes the tokens use', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#2f5bd3')).toEqual({ r: 47, g: 91, b: 211, a: 1 });
    expect(parseColour('rgb(15 18 26 / 0.55)')).toEqual({ r: 15, g: 18, b: 26, a: 0.55 });
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour('oklch(70% 0.1 200)')).toBeUndefined();
  });

  it('gives the ratios WCAG gives', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA, 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    // The order of the two does not matter; a see-through colour has no single ratio.
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#fff')).toBeUndefined();
  });
});

describe("the kit's tokens as the pages read them", () => {
  it('has every colour in light and dark, resolved to a colour', () => {
    expect(colourTokens.map((token) => token.name)).toEqual(
      expect.arrayContaining(['bg', 'fg', 'surface', 'primary', 'primary-fg', 'danger-ink']),
    );
    for (const { name, values } of colourTokens)
      for (const value of Object.values(values))
        expect(parseColour(value), `${name}: ${value}`).toBeDefined();
  });

  it('takes in dark what the dark theme leaves unsaid from light (the sidebar text)', () => {
    expect(colourValue('sidebar-fg', 'dark')).toBe(colourValue('sidebar-fg', 'light'));
    expect(colourValue('bg', 'dark')).not.toBe(colourValue('bg', 'light'));
  });

  it("reads Tailwind's scales: steps in order, sub-properties and look-alikes left out", () => {
    const text = tailwindScale('text').map((s) => s.step);
    expect(text.slice(0, 3)).toEqual(['xs', 'sm', 'base']);
    expect(text.some((step) => step.includes('shadow') || step.includes('line'))).toBe(false);
    expect(tailwindScale('radius').map((s) => s.step)).toEqual(expect.arrayContaining(['', 'md']));
    expect(colourValue('white', 'light')).toBe('#fff');
  });
});
