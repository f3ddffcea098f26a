import { hashOnPool, verifyOnPool } from './hashing-pool.ts';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (a const enum the package declares ambiently).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hashOnPool(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verifyOnPool(passwordHash, password).catch(() => false);
}
