import type { PasswordHasher } from '../../src/context/deps';
import { testHasher } from './hasher';

/** The test hasher, counting every password check (a real verify or an unknown user's burn). */
export function countingHasher(): {
  hasher: PasswordHasher;
  checks: () => number;
  reset: () => void;
} {
  let checks = 0;
  const hasher: PasswordHasher = {
    hash: (password) => testHasher.hash(password),
    verify: (hashed, password) => {
      checks++;
      return testHasher.verify(hashed, password);
    },
    burn: (password) => {
      checks++;
      return testHasher.burn(password);
    },
  };
  return { hasher, checks: () => checks, reset: () => (checks = 0) };
}
