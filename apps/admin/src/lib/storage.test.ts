import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readText, write } from './storage';

describe('storage', () => {
  afterEach(() => localStorage.clear());

  it('writes text as is, anything else as JSON, and removes on null', () => {
    write('local', 'a', 'text');
    write('local', 'b', { n: 1 });
    expect(readText('local', 'a')).toBe('text');
    expect(readJson('local', 'b', null)).toEqual({ n: 1 });
    write('local', 'a', null);
    expect(readText('local', 'a')).toBeNull();
  });

  it('does not write again what the store already holds', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    write('local', 'a', { n: 1 });
    write('local', 'a', { n: 1 });
    write('local', 'gone', undefined);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(removeItem).not.toHaveBeenCalled();
    write('local', 'a', { n: 2 });
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  it('keeps going when the store throws (full or blocked)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => write('local', 'a', 'x')).not.toThrow();
  });
});
