import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCoding, CODINGS, type Coding } from '../src/http/compress-negotiate';

const name = fc.constantFrom('br', 'gzip', 'x-gzip', 'identity', '*', 'deflate', 'zstd', 'BR');
const weight = fc.constantFrom('', ';q=0', ';q=0.5', ';q=1', ';q=0.001', ';Q=0.9', ';q=2', ';q=x');
const entry = fc.tuple(name, weight).map(([n, w]) => `${n}${w}`);
const header = fc.array(entry, { maxLength: 6 }).map((entries) => entries.join(', '));
const offers = fc.subarray([...CODINGS], { minLength: 1 });

describe('chooseCoding', () => {
  it('answers uncoded without Accept-Encoding', () => {
    expect(chooseCoding(undefined, ['br', 'gzip', 'identity'])).toBe('identity');
  });

  it('picks only what was offered, or the bytes as they are', () => {
    fc.assert(
      fc.property(header, offers, (accept, offered) => {
        const chosen = chooseCoding(accept, offered);
        expect([...offered, 'identity']).toContain(chosen);
      }),
    );
  });

  it('never picks a coding the client refused by name', () => {
    fc.assert(
      fc.property(header, fc.constantFrom<Coding>('br', 'gzip'), (accept, refused) => {
        const chosen = chooseCoding(`${accept}, ${refused};q=0`, CODINGS);
        expect(chosen).not.toBe(refused);
      }),
    );
  });

  it('does not depend on the order of the entries', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, weight), {
          selector: ([n]) => n.toLowerCase().replace('x-', ''),
        }),
        offers,
        (entries, offered) => {
          const forward = entries.map(([n, w]) => `${n}${w}`).join(',');
          const backward = [...entries]
            .reverse()
            .map(([n, w]) => `${n}${w}`)
            .join(',');
          expect(chooseCoding(forward, offered)).toBe(chooseCoding(backward, offered));
        },
      ),
    );
  });

  it('prefers the smaller coding when weights tie, and the heavier one otherwise', () => {
    expect(chooseCoding('gzip, br', CODINGS)).toBe('br');
    expect(chooseCoding('br;q=0.4, gzip;q=0.5', CODINGS)).toBe('gzip');
    expect(chooseCoding('br', ['gzip', 'identity'])).toBe('identity');
  });
});
