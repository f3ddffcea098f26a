import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 70 ms here).
// algorithm 2 is Argon2id (a const enum the package declares ambiently).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashing runs on libuv's worker threads, but it competes for the same cores as the event
 * loop: with as many hashes at once as cores, every other request waits behind them. So one
 * core is left to the event loop (and the embedded database, which runs on it); the rest hash,
 * and further sign-ins wait their turn here.
 */
export const hashingSlots = Math.max(1, os.availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= hashingSlots) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashingSlot(() => verify(passwordHash, password)).catch(() => false);
}
