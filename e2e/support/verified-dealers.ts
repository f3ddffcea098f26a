import { expect, type APIRequestContext } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { requiredDocuments } from '@kt/contract/dealer-settings/documents';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { demoAdmin } from './admin.ts';
import { tinyPdf, tinyPng } from './dealer-business.ts';

/** The demo admin's bearer header, signed in through the API. */
export async function adminBearer(request: APIRequestContext): Promise<Record<string, string>> {
  const signedIn = await request.post('/v3/api/sign_in/admin/', { data: { email: demoAdmin.email, password: demoAdmin.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { authorization: `Bearer ${((await signedIn.json()) as AuthRecord).tokens.access}` };
}

/** The dealer sends the documents their type needs (a PDF each, a picture for the photo): the set then awaits review. */
export async function sendDocumentsByApi(request: APIRequestContext, dealer: AuthRecord): Promise<void> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { dealer_id: String(dealer.id) };
  for (const field of requiredDocuments[dealer.account_type as DealerAccountType]) multipart[field] = field === 'Pic' ? tinyPng(`${field}.png`) : tinyPdf(`${field}.pdf`);
  const sent = await request.post(routes.addDocuments.path, { headers: { authorization: `Bearer ${dealer.tokens.access}` }, multipart });
  expect(sent.status(), await sent.text()).toBe(201);
}

/**
 * Issue 28: customers see and book a dealer only once an admin verified their documents. The
 * dealer's set awaits review (sent here unless `alreadySent`), and the demo admin verifies it.
 */
export async function verifyDealerByApi(request: APIRequestContext, dealer: AuthRecord, options: { alreadySent?: boolean } = {}): Promise<void> {
  if (!options.alreadySent) await sendDocumentsByApi(request, dealer);
  const verified = await request.post(pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }), { headers: await adminBearer(request) });
  expect(verified.status(), await verified.text()).toBe(200);
}
