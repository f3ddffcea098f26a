import { describe, expect, it } from 'vitest';
import { hashingSlots, hashPassword, verifyPassword, withHashingSlot } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('Green-Earth-42');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Green-Earth-42')).toBe(true);
    expect(await verifyPassword(stored, 'Green-Earth-43')).toBe(false);
  });

  it('runs at most one hash fewer than the cores at once (at least one), finishing every one', async () => {
    let running = 0;
    let most = 0;
    const work = () =>
      withHashingSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return 'done';
      });
    const results = await Promise.all(Array.from({ length: 12 }, work));
    expect(results).toEqual(Array(12).fill('done'));
    expect(most).toBe(Math.min(12, hashingSlots));
    expect(hashingSlots).toBeGreaterThanOrEqual(1);
  });

  it('frees its slot when a hash fails', async () => {
    await expect(withHashingSlot(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    const results = await Promise.all(Array.from({ length: hashingSlots + 1 }, () => withHashingSlot(async () => 1)));
    expect(results).toHaveLength(hashingSlots + 1);
  });
});
