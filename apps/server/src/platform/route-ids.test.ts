/**
 * "An id of 99999999999": every route of the app, called with an id beyond the database's
 * integer range in each path parameter, and every body id field sent that way, answers a 4xx,
 * never a 5xx (such ids once reached SQL and answered 500). The routes come from the app's
 * own list, so a route added later is covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bodyRouteKey, bodyRoutes, type BodyRoute } from '@kt/contract/body-routes';
import { maxId } from '@kt/contract/ids';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { bearer, signIn } from '../../test/accounts-helpers.ts';
import { encodeBody, encodings, jsonBody, multipartBody, type EncodedBody } from '../../test/form-bodies.ts';
import { demoEmails, pickupDetails, pricesOf, signInDemo } from '../../test/orders-helpers.ts';
import { fillPattern, patternParams, pngFile } from '../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RegisteredRoute } from '../app.ts';

const hugeId = '99999999999';

// Built before the tests are collected: the cases are generated from the app's own route list.
const t: TestApp = await createTestApp({ seed: true });
/** Signed-in seeded accounts: a route is called by each, so it meets the kind it serves. */
let callers: { customer: AuthRecord; dealer: AuthRecord; admin: AuthRecord };
let price: PriceListEntry;

beforeAll(async () => {
  callers = {
    customer: await signInDemo(t.app, 'customer'),
    dealer: await signInDemo(t.app, 'kabadi'),
    admin: await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword),
  };
  const [entry] = await pricesOf(t.app, '282001', callers.dealer);
  if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
  price = entry;
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Path parameters: what each one names, and a valid value to keep it at while another takes the id.

/**
 * - numeric id: a database id; a signed-in caller gets 400 or 404 for 99999999999.
 * - caller key: names something of the caller's own (a session, their KT id, their order); any
 *   other value is refused with a 4xx.
 * - text: anything else; it only must not answer 5xx.
 * A parameter missing here fails the 'knows every parameter' test: say what it is.
 */
const paramKinds: Record<string, 'numeric id' | 'caller key' | 'text'> = {
  id: 'numeric id',
  customer: 'numeric id',
  dealer: 'numeric id',
  poll: 'numeric id',
  refresh: 'caller key',
  refreshOrId: 'caller key',
  ktId: 'caller key',
  orderNumber: 'caller key',
  utype: 'text',
  email: 'text',
  kind: 'text',
  file: 'text',
  all: 'text',
  pincode: 'text',
  month: 'text',
  '*': 'text',
};

function validParams(): Record<string, string> {
  return {
    id: String(callers.customer.id),
    customer: String(callers.customer.id),
    dealer: String(callers.dealer.id),
    poll: '1',
    refresh: callers.customer.tokens.refresh,
    refreshOrId: String(callers.customer.id),
    ktId: callers.customer.KT_ID,
    orderNumber: 'KTO00000001',
    utype: 'customer',
    email: demoEmails.customer,
    kind: 'dealer',
    file: `${callers.dealer.id}.png`,
    all: 'False',
    pincode: '282001',
    month: '2026-11',
    '*': 'categories/none.png',
  };
}

// ---------------------------------------------------------------------------------------------
// Bodies: a valid-shaped body per route, and which of its fields are ids.

type Fields = Record<string, string | number>;
type SampleBody = {
  /** Who sends it (the kind the route serves); null for public routes. */
  as: 'customer' | 'dealer' | null;
  fields: () => Fields;
  /** The fields holding a database id. */
  idFields: readonly string[];
};

const sampleBodies: Record<string, SampleBody> = {
  'POST /v3/api/sign_in/:utype/': { as: null, fields: () => ({ email: demoEmails.customer, password: 'Not-The-Password-1' }), idFields: [] },
  'POST /v3/api/regenerate-verification-email/:utype/': { as: null, fields: () => ({ email: demoEmails.customer }), idFields: [] },
  'POST /v3/api/request-password-reset-email/:utype/': { as: null, fields: () => ({ email: 'nobody@example.in' }), idFields: [] },
  'PATCH /v3/api/password-reset-completion/:utype/': {
    as: null,
    fields: () => ({ token: 'x'.repeat(43), user_id: callers.customer.id, password: 'Fresh-Meadow-58' }),
    idFields: ['user_id'],
  },
  'POST /v3/api/update-attrs/customer/': { as: 'customer', fields: () => ({ Cid: callers.customer.id, mobile_number: '9876543210' }), idFields: ['Cid'] },
  'POST /v3/api/update-attrs/dealer/': { as: 'dealer', fields: () => ({ Did: callers.dealer.id, mobile_number: '9897011111' }), idFields: ['Did'] },
  'POST /votes/post-votes/': { as: null, fields: () => ({ vote: 1, status: 'Yes' }), idFields: ['vote'] },
  'POST /dealer/api/requestinquiry-post/': {
    as: null,
    fields: () => ({
      dealer_id: callers.dealer.id,
      customer_name: 'Ravi',
      phone: '9876501234',
      email: 'ravi@example.in',
      itemName: 'Old fridge',
      quantity: 40,
      description: '',
    }),
    idFields: ['dealer_id'],
  },
  'POST /api/add_item/': {
    as: 'customer',
    fields: () => ({
      customer_id: callers.customer.id,
      dealer_id: price.dealer,
      price_list_id: price.id,
      subcategory_id: price.subcategory,
      subcategory_name: price.subcategory_name,
      unit: price.unit,
      quantity: 2,
      unit_price: price.price,
    }),
    idFields: ['customer_id', 'dealer_id', 'price_list_id', 'subcategory_id'],
  },
  'POST /api/add_order/': { as: 'customer', fields: () => ({ customer_id: callers.customer.id, dealer_id: price.dealer }), idFields: ['customer_id', 'dealer_id'] },
  'POST /api/order_info/': {
    as: 'customer',
    fields: () => ({ cart_order_id: 1, ...(pickupDetails() as Fields) }),
    idFields: ['cart_order_id'],
  },
  'POST /api/order_confirm/': { as: 'customer', fields: () => ({ order_info_id: 1 }), idFields: ['order_info_id'] },
  'PATCH /api/order_confirm/:orderNumber/': { as: 'customer', fields: () => ({ status: 'Cancelled by Customer' }), idFields: [] },
  'POST /address/post-address/': {
    as: 'customer',
    fields: () => ({
      user_id: callers.customer.id,
      phone_number: '9876543210',
      address: '12 Taj Road',
      address_area: 'Sadar Bazar',
      landmark: 'Clock tower',
      city: 'Agra',
      state: 'Uttar Pradesh',
      pincode: '282001',
    }),
    idFields: ['user_id'],
  },
  'POST /dealer_details/add_documents/': { as: 'dealer', fields: () => ({ dealer_id: callers.dealer.id }), idFields: ['dealer_id'] },
  'POST /dealer_details/update_pincodes/': { as: 'dealer', fields: () => ({ dealer_id: callers.dealer.id, pincode1: '282001' }), idFields: ['dealer_id'] },
  'POST /dealer_details/add_pincodes/': { as: 'dealer', fields: () => ({ dealer_id: callers.dealer.id, pincode1: '282001' }), idFields: ['dealer_id'] },
  'POST /dealer_details/request_to_add_pincodes/': { as: 'dealer', fields: () => ({ dealer_id: callers.dealer.id, addrequest: '282001' }), idFields: ['dealer_id'] },
  'POST /dealer_details/add-price/': {
    as: 'dealer',
    fields: () => ({ dealer: callers.dealer.id, subcategory: price.subcategory, pincode: '282001', price: '12.50' }),
    idFields: ['dealer', 'subcategory'],
  },
  'POST /dealer_details/update-price/': {
    as: 'dealer',
    fields: () => ({ dealer: callers.dealer.id, subcategory: price.subcategory, pincode: '282001', price: '12.50' }),
    idFields: ['dealer', 'subcategory'],
  },
  'POST /dealer_details/delete-price/': {
    as: 'dealer',
    fields: () => ({ dealer: callers.dealer.id, subcategory: price.subcategory, pincode: '282001' }),
    idFields: ['dealer', 'subcategory'],
  },
  'POST /dealer_details/add_category_request/': {
    as: 'dealer',
    fields: () => ({ dealer_id: callers.dealer.id, category_name: 'Batteries', description: 'Old inverter batteries' }),
    idFields: ['dealer_id'],
  },
};

const bodyRouteByKey = new Map<string, BodyRoute>(bodyRoutes.map((route) => [bodyRouteKey(route), route]));

/** The body a route takes, valid in shape: its files as a multipart body, else its sample as JSON, else none. */
function bodyFor(method: string, url: string): EncodedBody | null {
  const key = `${method} ${url}`;
  const route = bodyRouteByKey.get(key);
  if (!route || route.bodyless) return null;
  if (route.files) return multipartBody({}, Object.fromEntries(Object.keys(route.files).map((name) => [name, pngFile()])));
  const sample = sampleBodies[key];
  return sample ? jsonBody(sample.fields()) : null;
}

// ---------------------------------------------------------------------------------------------
// The routes, from the app itself.

/** Routes worth calling with an id: every method but HEAD and OPTIONS, with a path parameter, not the SPA's catch-all. */
function routesWithParams(routes: readonly RegisteredRoute[]) {
  return routes.filter(
    (route) => !['HEAD', 'OPTIONS'].includes(route.method) && route.url !== '*' && route.url !== '/*' && patternParams(route.url).length > 0,
  );
}

type Answer = { caller: string; status: number; body: string };

async function callAs(route: RegisteredRoute, url: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const [name, caller] of [['no token', null], ...Object.entries(callers)] as const) {
    const body = bodyFor(route.method, route.url);
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      ...(body ? { payload: body.payload } : {}),
      headers: { ...body?.headers, ...(caller ? bearer(caller) : {}) },
    });
    answers.push({ caller: name, status: res.statusCode, body: res.body.slice(0, 300) });
  }
  return answers;
}

const describeAnswers = (url: string, answers: Answer[]) =>
  `${url}\n${answers.map((a) => `  ${a.caller}: ${a.status} ${a.body}`).join('\n')}`;

/** Answers of the callers the route lets in (not refused for who they are). */
const servedAnswers = (answers: Answer[]) => answers.filter((a) => a.caller !== 'no token' && a.status !== 401 && a.status !== 403);

/** What is wrong with a route's answers to `value` as `param`, if anything. */
function problemsWith(param: string, value: string, answers: Answer[]): string[] {
  const problems: string[] = [];
  if (answers.some((a) => a.status >= 500)) problems.push('a 5xx');
  if (value !== hugeId) return problems;
  const kind = paramKinds[param] ?? 'text';
  const served = servedAnswers(answers);
  if (kind === 'numeric id' && (served.length === 0 || served.some((a) => a.status !== 400 && a.status !== 404))) {
    problems.push('a signed-in caller the route serves should get 400 or 404');
  }
  if (kind === 'caller key' && answers.some((a) => a.status < 400)) problems.push('should be refused with a 4xx');
  return problems;
}

const paramRoutes = routesWithParams(t.app.registeredRoutes);

describe('path parameters', () => {
  it('knows what every path parameter of the app names', () => {
    const names = new Set(paramRoutes.flatMap((route) => patternParams(route.url)));
    expect([...names].filter((name) => !(name in paramKinds)), 'parameters missing from paramKinds in route-ids.test.ts').toEqual([]);
  });
});

for (const route of paramRoutes) {
  describe(`${route.method} ${route.url}`, () => {
    for (const param of patternParams(route.url)) {
      const kind = paramKinds[param] ?? 'text';
      const position = param === '*' ? 'the wildcard' : `:${param}`;
      const also = { 'numeric id': '; a signed-in caller gets 400 or 404', 'caller key': '; every caller is refused with a 4xx', text: '' }[kind];
      it(`answers ${hugeId} as ${position} without a 5xx, with or without a token${also}`, async () => {
        // The largest id the database holds reaches SQL: it must not fail there either.
        const values = kind === 'numeric id' ? [hugeId, String(maxId)] : [hugeId];
        for (const value of values) {
          const url = fillPattern(route.url, { ...validParams(), [param]: value });
          const answers = await callAs(route, url);
          const problems = problemsWith(param, value, answers);
          expect(problems, `${problems.join('; ')}\n${describeAnswers(url, answers)}`).toEqual([]);
        }
      });
    }
  });
}

describe('a body id field of 99999999999', () => {
  const cases = Object.entries(sampleBodies).flatMap(([key, sample]) => sample.idFields.map((field) => [key, field, sample] as const));

  it('has a sample body only for routes the contract lists', () => {
    expect(Object.keys(sampleBodies).filter((key) => !bodyRouteByKey.has(key))).toEqual([]);
  });

  it.each(cases)('%s answers 400 naming %s, in every encoding', async (key, field, sample) => {
    const route = bodyRouteByKey.get(key);
    if (!route) throw new Error(`${key} is not in bodyRoutes`);
    const url = fillPattern(route.path, { utype: 'customer' });
    for (const encoding of encodings) {
      const fields = { ...sample.fields(), [field]: Number(hugeId) };
      const body = encodeBody(encoding, fields);
      const res = await t.app.inject({
        method: route.method,
        url,
        payload: body.payload,
        headers: { ...body.headers, ...(sample.as ? bearer(callers[sample.as]) : {}) },
        remoteAddress: '203.0.113.77',
      });
      expect(res.statusCode, `${encoding}: ${res.body}`).toBe(400);
      // The id is the only field refused: the rest of the sample is valid.
      expect(Object.keys(res.json().fields ?? {}), `${encoding}: ${res.body}`).toEqual([field]);
    }
  });
});
