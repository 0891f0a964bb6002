import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../test/render';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

/**
 * The panel's classes that set `pattern`'s property (cx joins, so there must be one). The
 * panel, not the element Headless UI gives role=dialog, which wraps it.
 */
function classesOf(pattern: RegExp) {
  const panel = document.querySelector('[data-slot="dialog"]');
  return [...(panel?.classList ?? [])].filter((c) => pattern.test(c));
}
const maxWidth = /^max-w-/;
const textAlign = /^text-(left|center|right|start|end|justify)$/;

function frame(props: Partial<DialogFrameProps> = {}) {
  renderKit(<DialogFrame open onClose={() => {}} title="Detail" {...props} />);
  expect(screen.getByRole('dialog', { name: 'Detail' })).toBeInTheDocument();
}

describe('DialogFrame', () => {
  it('is max-w-md and centred by default', () => {
    frame();
    expect(classesOf(maxWidth)).toEqual(['max-w-md']);
    expect(classesOf(textAlign)).toEqual(['text-center']);
  });

  it.each([
    ['md', 'max-w-md'],
    ['lg', 'max-w-lg'],
    ['2xl', 'max-w-2xl'],
  ] as const)('size %s puts exactly one max-width class on the panel: %s', (size, expected) => {
    frame({ size });
    expect(classesOf(maxWidth)).toEqual([expected]);
  });

  it.each([
    ['center', 'text-center'],
    ['left', 'text-left'],
  ] as const)('align %s puts exactly one text-align class on the panel: %s', (align, expected) => {
    frame({ align, size: 'lg' });
    expect(classesOf(textAlign)).toEqual([expected]);
    expect(classesOf(maxWidth)).toEqual(['max-w-lg']);
  });
});
