/**
 * "Each admin endpoint refuses no token, a customer token and a dealer token": every route of
 * the app under /v3/admin/, taken from the app's own route list (a route added later is covered
 * without touching this file), called without a token, as a customer, as a dealer and as a
 * dealer's employee. The admin's own call is let through the door (whatever the route answers next).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bearer, followVerificationLink, signIn } from '../../../test/accounts-helpers.ts';
import { createAdmin, createCustomer, createDealer } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { fillPattern, patternParams, pdfFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const t: TestApp = await createTestApp();
let callers: { customer: AuthRecord; dealer: AuthRecord; employee: AuthRecord; admin: AuthRecord };

beforeAll(async () => {
  const dealer = await createDealer(t);
  const employeeEmail = `access-employee-${Date.now()}@example.com`;
  const body = multipartBody(
    { dealer_email: dealer.email, email: employeeEmail, username: 'Ravi Kumar', password: 'Ravi-Works-77', mobile_number: '9811122299' },
    { aadhar_card: { data: pdfFile().data, filename: 'aadhaar.pdf', type: 'application/pdf' } },
  );
  const added = await t.app.inject({
    method: 'POST',
    url: '/v3/api/registration/employee/',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(dealer) },
  });
  if (added.statusCode !== 201) throw new Error(`employee not added: ${added.body}`);
  await followVerificationLink(t.app, t.database.db, employeeEmail);
  callers = {
    customer: await createCustomer(t),
    dealer,
    employee: await signIn(t.app, 'dealer', employeeEmail, 'Ravi-Works-77'),
    admin: await createAdmin(t),
  };
});
afterAll(() => t.close());

const adminRoutes = t.app.registeredRoutes.filter((route) => route.url.startsWith('/v3/admin/') && route.method !== 'HEAD');
const urlOf = (pattern: string) => fillPattern(pattern, Object.fromEntries(patternParams(pattern).map((name) => [name, '1'])));

describe('every admin endpoint', () => {
  it('is found in the route list (the console has its endpoints)', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(6);
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses no token (401), a customer, a dealer and an employee (403), and lets an admin in',
    async (_name, route) => {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = urlOf(route.url);
      const call = (who?: AuthRecord) => t.app.inject({ method, url, headers: who ? bearer(who) : {} });
      expect((await call()).statusCode).toBe(401);
      for (const who of [callers.customer, callers.dealer, callers.employee]) {
        const res = await call(who);
        expect(res.statusCode, `${who.account_type}: ${res.body}`).toBe(403);
      }
      expect([401, 403]).not.toContain((await call(callers.admin)).statusCode);
    },
  );
});
