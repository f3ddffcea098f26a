import { describe, expect, it } from 'vitest';
import type { AccountType } from '@kt/contract/accounts/account-types';
import { browserStorage } from '../lib/browser-storage.ts';
import { makeAuthRecord } from '../test-support.ts';
import { publicOnly, requireAdmin, requireDealer, requireReseller, requireSeller } from './guards.ts';

function redirectTarget(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards (spec section 4)', () => {
  it('send a visitor with no session from seller and dealer pages to /signin, and let them sign in', () => {
    expect(redirectTarget(requireSeller)).toBe('/signin');
    expect(redirectTarget(requireDealer)).toBe('/signin');
    expect(redirectTarget(publicOnly)).toBeNull();
  });

  it.each<AccountType>(['Personal', 'Organization'])('let a %s customer into seller pages only', (type) => {
    browserStorage.setAuth(makeAuthRecord(type));
    expect(redirectTarget(requireSeller)).toBeNull();
    expect(redirectTarget(requireDealer)).toBe('/signin');
    expect(redirectTarget(publicOnly)).toBe('/sell/user/profile');
  });

  it.each<AccountType>(['Kabadi', 'Collector', 'Recycler'])('let a %s dealer into dealer pages only', (type) => {
    browserStorage.setAuth(makeAuthRecord(type));
    expect(redirectTarget(requireDealer)).toBeNull();
    expect(redirectTarget(requireSeller)).toBe('/signin');
    expect(redirectTarget(publicOnly)).toBe('/dealer/home');
  });

  it('send everyone but an admin from the admin console to /admin/signin, and an admin there on to /admin', () => {
    expect(redirectTarget(requireAdmin)).toBe('/admin/signin');
    for (const type of ['Personal', 'Kabadi', 'Employee'] as const) {
      browserStorage.setAuth(makeAuthRecord(type));
      expect(redirectTarget(requireAdmin)).toBe('/admin/signin');
    }
    browserStorage.setAuth(makeAuthRecord('Admin'));
    expect(redirectTarget(requireAdmin)).toBeNull();
    expect(redirectTarget(requireDealer)).toBe('/signin');
    expect(redirectTarget(publicOnly)).toBe('/admin');
  });

  it.each<[AccountType | null, string | null]>([
    ['Kabadi', null],
    ['Collector', null],
    ['Recycler', '/signin'],
    ['Employee', '/signin'],
    ['Personal', '/signin'],
    [null, '/signin'],
  ])('let only the dealers who sell on into the sell-to-recyclers pages (issue 28): %s', async (type, target) => {
    if (type) browserStorage.setAuth(makeAuthRecord(type));
    else browserStorage.setAuth(null);
    const answer = await requireReseller().then(
      () => null,
      (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get('Location') : Promise.reject(thrown)),
    );
    expect(answer).toBe(target);
  });

  it("send a dealer who opens the customer's pickups (the order messages' link) to their sales (issue 28)", () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    const at = (path: string) => () => requireSeller({ request: new Request(`http://localhost${path}`) });
    expect(redirectTarget(at('/sell/user/pickup'))).toBe('/dealer/sell/pickups');
    expect(redirectTarget(at('/sell/user/profile'))).toBe('/signin');
    browserStorage.setAuth(makeAuthRecord('Personal'));
    expect(redirectTarget(at('/sell/user/pickup'))).toBeNull();
  });

  it('treat a damaged stored record as no session', () => {
    localStorage.setItem('kt.auth', '{"id":1,"account_type":"Kabadi"}');
    expect(redirectTarget(requireDealer)).toBe('/signin');
    localStorage.setItem('kt.auth', 'not json');
    expect(redirectTarget(requireSeller)).toBe('/signin');
  });
});
