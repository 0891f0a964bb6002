import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

/** The ring's classes that set `pattern`'s property (cx joins, so there must be one). */
function classesOf(element: Element | null, pattern: RegExp) {
  return [...(element?.classList ?? [])].filter((c) => pattern.test(c));
}
const size = /^size-/;
const borderWidth = /^border(-\d+)?$/;

describe('Spinner', () => {
  it.each([
    [undefined, 'size-5', 'border-2'],
    ['md', 'size-5', 'border-2'],
    ['lg', 'size-12', 'border-4'],
  ] as const)('size %s carries one size class and one ring width', (choice, box, ring) => {
    const { container } = render(<Spinner size={choice} />);
    const spinner = container.querySelector('[data-slot="spinner"]');
    expect(classesOf(spinner, size)).toEqual([box]);
    expect(classesOf(spinner, borderWidth)).toEqual([ring]);
  });
});
