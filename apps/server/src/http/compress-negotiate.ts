/** The content codings this server sends; `identity` is the bytes as they are. */
export type Coding = 'br' | 'gzip' | 'identity';

/** Smallest first: when the client weighs two equally, the smaller answer goes. */
export const CODINGS: readonly Coding[] = ['br', 'gzip', 'identity'];

// RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ).
const WEIGHT = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;

/** Each named coding's weight; an entry with a malformed weight says nothing and is dropped. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!TOKEN.test(name)) continue;
    let weight: number | undefined = 1;
    for (const param of params) {
      const match = WEIGHT.exec(param);
      weight = weight !== undefined && match ? Number(match[1]) : undefined;
    }
    // x-gzip is gzip (RFC 9110 §8.4.1.3); a coding named twice keeps its lower weight.
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    if (weight !== undefined) found.set(coding, Math.min(weight, found.get(coding) ?? 1));
  }
  return found;
}

/**
 * The coding to answer with, of those `offered` (in the server's order of preference),
 * by the request's Accept-Encoding (RFC 9110 §12.5.3): the highest weight wins, a tie
 * goes to the earlier offer (identity is offered last). No header means no coding. When nothing offered is
 * acceptable (`*;q=0`, `identity;q=0` with no other match) the answer goes uncoded, as
 * §12.5.3 advises, rather than refused.
 */
export function chooseCoding(header: string | undefined, offered: readonly Coding[]): Coding {
  if (header === undefined) return 'identity';
  const named = weights(header);
  const star = named.get('*');
  // Unnamed, identity ranks with the least wanted coding named (as the `negotiator`
  // package does): naming any coding says it is preferred to the bytes as they are.
  const unnamedIdentity = Math.min(1, ...named.values());
  const weightOf = (coding: Coding) =>
    named.get(coding) ?? star ?? (coding === 'identity' ? unnamedIdentity : 0);
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weightOf(coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
