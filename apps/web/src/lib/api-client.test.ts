import { describe, expect, it, vi } from 'vitest';
import { makeAuthRecord } from '../test-support.ts';
import { sentJson, stubFetch } from '../test-render.tsx';
import { ApiError, apiFetch, apiFetchPage, nextPagePath, onSessionEnded } from './api-client.ts';
import { browserStorage } from './browser-storage.ts';

const refreshPath = '/v3/api/token/refresh/';

function bearer(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('apiFetch', () => {
  it('sends the access token only on protected calls', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const fetchMock = stubFetch(() => ({ body: [] }));
    await apiFetch('/cat/category-list/');
    await apiFetch('/v3/api/view-profile/customer/7', { auth: true });
    expect(bearer(fetchMock.mock.calls[0]?.[1])).toBeNull();
    expect(bearer(fetchMock.mock.calls[1]?.[1])).toBe('Bearer a');
  });

  it("throws an ApiError that carries a { msg } body and the contract's error body", async () => {
    stubFetch((url) =>
      url.includes('sign_in')
        ? { status: 404, body: { msg: 'Account Does Not Exist.' } }
        : { status: 400, body: { code: 'VALIDATION', message: 'Bad', requestId: 'r1', fields: { email: ['x'] } } },
    );
    const msgError = await apiFetch('/v3/api/sign_in/customer/', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(msgError).toBeInstanceOf(ApiError);
    expect(msgError).toMatchObject({ status: 404, code: 'NOT_FOUND', msg: 'Account Does Not Exist.' });
    const bodyError = await apiFetch('/v3/api/registration/customer/').catch((e: unknown) => e);
    expect(bodyError).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad', body: { fields: { email: ['x'] } } });
  });

  it('refreshes once for concurrent 401s, stores the rotated tokens and retries each call once', async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const fetchMock = stubFetch(async (url, init) => {
      if (url === refreshPath) {
        await refreshGate;
        return { body: { access: 'a2', refresh: 'r2' } };
      }
      return bearer(init) === 'Bearer a2' ? { body: { ok: url } } : { status: 401, body: { code: 'UNAUTHENTICATED', message: 'x', requestId: 'r' } };
    });

    const calls = [
      apiFetch('/v3/api/view-profile/dealer/7', { auth: true }),
      apiFetch('/dealer_details/get-price/7/', { auth: true }),
      apiFetch('/dealer_details/get_all_pincodes/7/', { auth: true }),
    ];
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === refreshPath)).toHaveLength(1));
    releaseRefresh();
    await expect(Promise.all(calls)).resolves.toEqual([
      { ok: '/v3/api/view-profile/dealer/7' },
      { ok: '/dealer_details/get-price/7/' },
      { ok: '/dealer_details/get_all_pincodes/7/' },
    ]);

    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === refreshPath);
    expect(refreshCalls).toHaveLength(1);
    expect(sentJson(refreshCalls[0]?.[1])).toEqual({ refresh: 'r' });
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(browserStorage.getAuth()?.tokens).toEqual({ access: 'a2', refresh: 'r2' });
  });

  it('uses a token another request already refreshed instead of refreshing again', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const fetchMock = stubFetch((url, init) => {
      if (url === refreshPath) return { status: 500 };
      if (bearer(init) === 'Bearer a') {
        // Meanwhile another request rotated the tokens.
        browserStorage.setAuth({ ...makeAuthRecord('Personal'), tokens: { access: 'a3', refresh: 'r3' } });
        return { status: 401 };
      }
      return { body: { ok: true } };
    });
    await expect(apiFetch('/v3/api/view-profile/customer/7', { auth: true })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(refreshPath);
  });

  it('takes turns with other tabs and skips the refresh when one of them rotated the tokens meanwhile', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const lockNames: string[] = [];
    const locks = {
      request: async (name: string, callback: () => Promise<unknown>) => {
        lockNames.push(name);
        // While this tab waited for the lock, another tab refreshed and stored the new pair.
        browserStorage.setAuth({ ...makeAuthRecord('Personal'), tokens: { access: 'a4', refresh: 'r4' } });
        return callback();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const fetchMock = stubFetch((url, init) => {
        if (url === refreshPath) return { body: { access: 'a5', refresh: 'r5' } };
        return bearer(init) === 'Bearer a4' ? { body: { ok: true } } : { status: 401 };
      });
      await expect(apiFetch('/v3/api/view-profile/customer/7', { auth: true })).resolves.toEqual({ ok: true });
      expect(lockNames).toEqual(['kt.token-refresh']);
      expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(refreshPath);
      expect(browserStorage.getAuth()?.tokens.refresh).toBe('r4');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('ends the session when the refresh is refused, and tells the app', async () => {
    browserStorage.setAuth(makeAuthRecord('Organization'));
    browserStorage.setPincode('282001');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    stubFetch((url) => (url === refreshPath ? { status: 401, body: { msg: 'Token is invalid' } } : { status: 401 }));
    const error = await apiFetch('/v3/api/view-profile/customer/7', { auth: true }).catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(browserStorage.getAuth()).toBeNull();
    expect(browserStorage.getPincode()).toBe('282001');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === refreshPath) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 401 });
      }),
    );
    await expect(apiFetch('/v3/api/view-profile/customer/7', { auth: true })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(browserStorage.getAuth()).not.toBeNull();
  });

  it('does not refresh a 401 of a call that is not protected (a wrong password)', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const fetchMock = stubFetch(() => ({ status: 401, body: { msg: 'Incorrect password' } }));
    await expect(apiFetch('/v3/api/sign_in/customer/', { method: 'POST', json: {} })).rejects.toMatchObject({
      msg: 'Incorrect password',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(browserStorage.getAuth()).not.toBeNull();
  });
});

describe('paged lists', () => {
  it("reads a page's rows and the next page's path from the Link header, with the token", async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const fetchMock = stubFetch((url) =>
      url.includes('cursor=')
        ? { body: [{ id: 3 }] }
        : { body: [{ id: 1 }, { id: 2 }], headers: { Link: '</api/customer/confirm_orders/7/?page_size=2&cursor=Yz>; rel="next"' } },
    );
    const first = await apiFetchPage<{ id: number }>('/api/customer/confirm_orders/7/?page_size=2', { auth: true });
    expect(first).toEqual({ items: [{ id: 1 }, { id: 2 }], nextPath: '/api/customer/confirm_orders/7/?page_size=2&cursor=Yz' });
    const last = await apiFetchPage<{ id: number }>(first.nextPath ?? '', { auth: true });
    expect(last).toEqual({ items: [{ id: 3 }], nextPath: undefined });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/customer/confirm_orders/7/?page_size=2&cursor=Yz');
    expect(bearer(fetchMock.mock.calls[1]?.[1])).toBe('Bearer a');
  });

  it.each([
    ['no header', null, undefined],
    ['only other relations', '</l/?cursor=a>; rel="prev", </l/>; rel="first"', undefined],
    ['next among others', '</l/?cursor=a>; rel="prev", </l/?cursor=b>; rel="next"', '/l/?cursor=b'],
    ['an unquoted relation among several', '</l/?cursor=c>; rel=next', '/l/?cursor=c'],
    ['a list of relations', '</l/?cursor=d>; rel="last next"', '/l/?cursor=d'],
    ['an absolute URL, kept to our API (never another origin)', '<https://elsewhere.example/l/?cursor=e>; rel="next"', '/l/?cursor=e'],
  ])('finds the next page in %s', (_, header, expected) => {
    expect(nextPagePath(header)).toBe(expected);
  });
});
