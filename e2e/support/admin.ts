import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as routes from '@kt/contract/routes';
import { demo, newAccount, verifyByApi, type NewAccount } from './accounts.ts';
import { tinyPdf } from './dealer-business.ts';
import { signInByApi } from './orders.ts';

/** The seeded demo admin (apps/server/src/seed/seed-data.ts). */
export const demoAdmin = { email: 'admin@example.com', password: demo.password } as const;

/** Mathura pincodes no other journey or the seed uses, each with one of its post offices: five areas and one to request. */
export const mathuraAreas = [
  { pincode: '281001', area: 'Arya Samaj Road' },
  { pincode: '281003', area: 'Gayatri Tapo Bhoomi' },
  { pincode: '281004', area: 'Bati' },
  { pincode: '281005', area: 'Barari' },
  { pincode: '281006', area: 'Adooki' },
] as const;
export const requestedArea = { pincode: '281121', area: 'G.N. Bazar' } as const;

/** A verified Kabadi of this journey alone, signed in through the API. */
export async function createVerifiedKabadi(request: APIRequestContext, label: string): Promise<{ account: NewAccount; auth: AuthRecord }> {
  const account = newAccount(label);
  const registered = await request.post('/v3/api/registration/dealer/', {
    form: {
      username: account.username,
      email: account.email,
      password: account.password,
      mobile_number: account.mobile,
      role: 'Kabadi',
      account_category: 'customer',
      account_type: 'Kabadi',
    },
  });
  expect(registered.status(), `registration of ${account.email}: ${await registered.text()}`).toBe(201);
  await verifyByApi(request, account.email);
  return { account, auth: await signInByApi(request, 'dealer', account.email, account.password) };
}

/** The dealer fills the five areas it may add itself, then asks an admin for a sixth. */
export async function requestSixthPincode(request: APIRequestContext, dealer: AuthRecord): Promise<void> {
  const headers = { authorization: `Bearer ${dealer.tokens.access}` };
  const slots: Record<string, string | number> = { dealer_id: dealer.id };
  mathuraAreas.forEach((entry, index) => {
    slots[`pincode${index + 1}`] = entry.pincode;
    slots[`area${index + 1}`] = entry.area;
  });
  const added = await request.post(routes.addPincodes.path, { headers, data: slots });
  expect(added.status(), await added.text()).toBe(201);
  const asked = await request.post(routes.requestPincode.path, {
    headers,
    data: { dealer_id: dealer.id, addrequest: requestedArea.pincode, area: requestedArea.area },
  });
  expect(asked.status(), await asked.text()).toBe(201);
}

/** An intern application with a CV, as the Join Us form sends it. */
export async function applyAsIntern(request: APIRequestContext, name: string, email: string): Promise<void> {
  const cv = tinyPdf('cv.pdf');
  const sent = await request.post(routes.internForm.path, {
    multipart: {
      name,
      email,
      phone: '9812345670',
      linkedin_id: 'https://www.linkedin.com/in/e2e-intern',
      domain: 'web development',
      cv: { name: cv.name, mimeType: cv.mimeType, buffer: cv.buffer },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** /admin/signin with the demo admin; ends on the console's home. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/signin');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The demo admin approves, through the API, the pending pincode request of one dealer. */
export async function approvePincodeRequestByApi(request: APIRequestContext, dealerId: number, pincode: string): Promise<void> {
  const signedIn = await request.post('/v3/api/sign_in/admin/', { data: { email: demoAdmin.email, password: demoAdmin.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as AuthRecord).tokens.access}` };
  const listed = await request.get('/v3/admin/pincode-requests/', { headers, params: { page_size: 100 } });
  expect(listed.status(), await listed.text()).toBe(200);
  const pending = (await listed.json()) as { id: number; dealer: { id: number }; pincode: string }[];
  const wanted = pending.find((entry) => entry.dealer.id === dealerId && entry.pincode === pincode);
  if (!wanted) throw new Error(`no pending request of dealer ${dealerId} for ${pincode}: ${JSON.stringify(pending)}`);
  const approved = await request.post(`/v3/admin/pincode-requests/${wanted.id}/approve/`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
}
