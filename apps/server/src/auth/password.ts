import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHasher } from '../context/deps';

// Algorithm is an ambient const enum (not importable as a value here): 2 = Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface PasswordCost {
  memoryKib: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline; tests may lower it through configuration. */
export const defaultPasswordCost: PasswordCost = { memoryKib: 19456, timeCost: 2, parallelism: 1 };

export function createPasswordHasher(cost: PasswordCost): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.timeCost,
    parallelism: cost.parallelism,
  };
  let decoy: Promise<string> | undefined;
  const burn = async (password: string) => {
    decoy ??= hash('decoy-password-never-valid', options);
    await verify(await decoy, password).catch(() => false);
  };
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      // A user without a password yet (imported, invited) is stored with '': it never
      // verifies, and costs what a real check costs, so the answer's time tells nothing.
      if (hashed === '') return burn(password).then(() => false);
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    burn,
  };
}
