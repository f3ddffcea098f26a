import { afterAll, beforeAll, it } from 'vitest';
import { pincodeSlotNames } from '@kt/contract/dealer-settings/pincodes';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ seed: true }); });
afterAll(() => t.close());
it('debug', async () => {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  const d = await signIn(t.app, 'dealer', form.email);
  console.log(pincodeSlotNames);
  const body = multipartBody({ dealer_id: d.id, pincode1: '282001', pincode2: '282002', pincode3: '', pincode4: '', pincode5: '', pincode6: '', pincode7: '', pincode8: '', pincode9: '', pincode10: '' });
  const res = await t.app.inject({ method: 'POST', url: '/dealer_details/update_pincodes/', payload: body.payload, headers: { ...body.headers, ...bearer(d) } });
  console.log(res.statusCode, res.body);
});
