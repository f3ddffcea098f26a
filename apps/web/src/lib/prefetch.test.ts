import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch() {
  const fetch = vi.fn(async () => new Response(JSON.stringify([1, 2]), { status: 302, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('prefetch', () => {
  it('hands the prefetched answer to the page once, without a second request', async () => {
    const fetch = stubFetch();
    prefetch('/x/', { okStatuses: [302] });
    prefetch('/x/', { okStatuses: [302] });
    await expect(takePrefetched('/x/')).resolves.toEqual([1, 2]);
    expect(takePrefetched('/x/')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for an answer older than ten seconds', () => {
    vi.useFakeTimers();
    stubFetch();
    prefetch('/y/', { okStatuses: [302] });
    vi.advanceTimersByTime(10_001);
    expect(takePrefetched('/y/')).toBeUndefined();
  });
});
