import { describe, expect, it } from 'vitest';
import { isPasswordTooCommon, minPasswordScore, passwordScore } from './password-strength.ts';

describe('password strength', () => {
  it("scores 'password' and '12345678' 0", async () => {
    expect(await passwordScore('password')).toBe(0);
    expect(await passwordScore('12345678')).toBe(0);
  });

  it.each(['password', '12345678', 'Password1', 'Password123!', 'P@ssw0rd', 'Password@123', 'Welcome@123', 'Qwerty@123', 'Summer2024!', 'secret12', 'abcd1234', '1q2w3e4r', 'aaaaaaaa'])(
    'refuses the common or trivial %s',
    async (password) => {
      expect(await isPasswordTooCommon(password)).toBe(true);
    },
  );

  it.each(['Green-Earth-42', 'Kabadi@2026', 'Rahul@123', 'Taj-Mahal-99', 'correct horse battery staple'])(
    'accepts the ordinary decent %s',
    async (password) => {
      expect(await passwordScore(password)).toBeGreaterThanOrEqual(minPasswordScore);
    },
  );

  it("counts the account's own name, e-mail and mobile number as known words", async () => {
    expect(await isPasswordTooCommon('Ravi Kumar 1')).toBe(false);
    expect(await isPasswordTooCommon('Ravi Kumar 1', ['Ravi Kumar'])).toBe(true);
    expect(await isPasswordTooCommon('asha.verma77', ['asha.verma77@example.in'])).toBe(true);
    expect(await isPasswordTooCommon('9876543210x', ['9876543210'])).toBe(true);
  });

  it('scores a 128-character password in a bounded time', async () => {
    await passwordScore('warm-up');
    const long = 'Zq8#'.repeat(32);
    const started = performance.now();
    await passwordScore(long);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
