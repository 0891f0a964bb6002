import { createPasswordHasher } from '../../src/auth/password';

// Tests may lower the argon2 cost; the product default stays OWASP's.
export const testHasher = createPasswordHasher({ memoryKib: 1024, timeCost: 1, parallelism: 1 });
