import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { addressFields, bearer } from '../../../test/accounts-helpers.ts';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(who: AuthRecord): Promise<CustomerAddress[]> {
  const res = await t.app.inject({ method: 'GET', url: `/address/get-address-by-ktid/${who.KT_ID}/`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function addAddress(who: AuthRecord, n: number) {
  return t.app.inject({
    method: 'POST',
    url: '/address/post-address/',
    headers: bearer(who),
    payload: addressFields(n),
  });
}

const deleteAddress = (who: AuthRecord, id: number) =>
  t.app.inject({ method: 'GET', url: `/address/delete-address/${id}/`, headers: bearer(who) });

describe('deleting addresses at once', () => {
  it('leaves exactly one default address when the default and another are deleted at the same time', async () => {
    for (let round = 0; round < 10; round += 1) {
      const customer = await newCustomer(t);
      // The sign-up address is the first, default one; two more make three.
      expect((await addAddress(customer, 2)).statusCode).toBe(200);
      expect((await addAddress(customer, 3)).statusCode).toBe(200);
      const [first, second, third] = await list(customer);
      expect(first?.default).toBe('default');

      const deleted = await Promise.all([deleteAddress(customer, first?.id ?? 0), deleteAddress(customer, second?.id ?? 0)]);
      expect(deleted.map((res) => res.statusCode)).toEqual([202, 202]);

      const left = await list(customer);
      expect(left.map((a) => a.id), `round ${round}`).toEqual([third?.id]);
      expect(left.filter((a) => a.default === 'default'), `round ${round}`).toHaveLength(1);
    }
  });
});
