import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenSeconds, createAccessTokens } from './access-tokens.ts';

const secret = 'test-secret-test-secret-test-secret-0123456789';
const claims = { userId: 7, category: 'customer', accountType: 'Personal', sessionId: 'family-1' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verifies a token it issued, again and again, and refuses one signed with another key or altered', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const other = await createAccessTokens(`${secret}-other`).issue(claims);
    expect(await tokens.verify(other)).toBeNull();
    const [head, body, signature] = token.split('.');
    const altered = `${head}.${body}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(await tokens.verify(altered)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens(secret);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (accessTokenSeconds + 1) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
