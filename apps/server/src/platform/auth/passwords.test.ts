import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashingThreads, runningHashingThreads } from './hashing-pool.ts';
import { hashingNiceness } from './hashing-worker.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** A thread's niceness: field 19 of its stat file (Linux), after the command name in parentheses. */
function nicenessIn(statFile: string): number {
  const stat = readFileSync(statFile, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
const threadNiceness = () => readdirSync('/proc/self/task').map((tid) => nicenessIn(`/proc/self/task/${tid}/stat`));

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('Green-Earth-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Green-Earth-42')).toBe(true);
    expect(await verifyPassword(stored, 'Green-Earth-43')).toBe(false);
  });

  it('answers false, not an error, for a stored hash it cannot read, and keeps working', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
    const stored = await hashPassword('Blue-River-7');
    expect(await verifyPassword(stored, 'Blue-River-7')).toBe(true);
  });

  it('hashes on at most one thread a core, finishing every one of many at once', async () => {
    const passwords = Array.from({ length: hashingThreads * 3 }, (_, i) => `Password-${i}-x`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    expect(runningHashingThreads()).toBeLessThanOrEqual(hashingThreads);
    const checks = await Promise.all(hashes.map((hash, i) => verifyPassword(hash, passwords[i] as string)));
    expect(checks.every(Boolean)).toBe(true);
  });

  it.runIf(process.platform === 'linux')('runs its hashing threads below the event loop’s priority', async () => {
    await hashPassword('Priority-Check-1');
    const niceness = threadNiceness();
    expect(niceness.filter((n) => n === hashingNiceness).length).toBeGreaterThanOrEqual(1);
    // This thread (the event loop) keeps its normal priority.
    expect(nicenessIn('/proc/thread-self/stat')).toBe(0);
  });
});
