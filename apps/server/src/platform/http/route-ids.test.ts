/**
 * "An id of 99999999999": every route of the app, called with an id beyond the contract's
 * `maxId` (the database's integer range) in each path parameter, each query id and each body id
 * field, answers 400 to every caller it serves, never a 5xx (such ids once reached SQL and
 * answered 500); the largest id itself reaches SQL and must not fail there either. The routes,
 * and the ids their queries and bodies read, come from the app itself, so a route added later is
 * covered without touching this file, or the 'knows' tests say what to add here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bodyRouteKey, bodyRoutes, type BodyRoute } from '@kt/contract/body-routes';
import { maxId } from '@kt/contract/ids';
import { indiaDate } from '@kt/contract/india-time';
import { addDays } from '@kt/contract/orders/pickup-dates';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { bearer, signIn } from '../../../test/accounts-helpers.ts';
import { encodeBody, encodings, jsonBody, multipartBody, type EncodedBody } from '../../../test/form-bodies.ts';
import { demoEmails, pickupDetails, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { numberFieldsOf } from '../../../test/number-fields.ts';
import { fillPattern, patternParams, pngFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { RegisteredRoute } from '../../app.ts';

/** Ids past the bound: one past it (2^31), one that once answered 500, one past 2^53 as well. */
const beyondMaxIds = [String(maxId + 1), '99999999999', '99999999999999999999'];

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
 * - numeric id: a database id; a signed-in caller gets 400 for an id beyond maxId.
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
  // Issue 28: a commission statement number (KTS + dealer id + YYYYMM): the caller's own.
  statement: 'caller key',
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
    statement: `KTS${String(callers.dealer.id).padStart(8, '0')}202611`,
    '*': 'categories/none.png',
  };
}

// ---------------------------------------------------------------------------------------------
// Bodies: a valid-shaped body per route, and which of its fields are ids.

type Fields = Record<string, string | number>;
type SampleBody = {
  /** Who sends it (the kind the route serves); null for public routes. */
  as: 'customer' | 'dealer' | 'admin' | null;
  fields: () => Fields;
  /** The fields holding a database id, as numberFieldsOf names them ('items.0.subcategory_id'). */
  idFields: readonly string[];
  /** The body with one id field set to `value`, for an id inside a field (JSON text); else the field is replaced. */
  withId?: (field: string, value: number) => Fields;
};

/** A schedule-pickup date in India three days ahead (within limits.scheduleMaxDaysAhead). */
const threeDaysAhead = () => addDays(indiaDate(), 3);
const weighedItems = (subcategoryId: number) => JSON.stringify([{ subcategory_id: subcategoryId, weight_kg: '2.35' }]);

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
  // Issue 28: pickups that do not silently fail.
  'POST /api/orders/:orderNumber/rebook/': { as: 'customer', fields: () => ({ dealer_id: price.dealer }), idFields: ['dealer_id'] },
  'POST /api/orders/:orderNumber/no_show/': { as: 'customer', fields: () => ({ action: 'cancel' }), idFields: [] },
  'POST /api/orders/:orderNumber/reschedule/': {
    as: 'dealer',
    fields: () => ({ pickup_date: addDays(indiaDate(), 3), pickup_time: '1pm - 6pm', reason: 'Van at the workshop' }),
    idFields: [],
  },
  'POST /api/orders/:orderNumber/reschedule/answer/': { as: 'customer', fields: () => ({ decision: 'decline' }), idFields: [] },
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
  'POST /api3/schedule_pickup/schedule_pickup/': {
    as: null,
    fields: () => ({
      dealer_id: callers.dealer.id,
      select_date: threeDaysAhead(),
      select_time: '10:30',
      name: 'Sunita Devi',
      email: 'sunita@example.in',
      phone_number: '9876543210',
      pincode: '282001',
      state_n_country: 'Uttar Pradesh, India',
      address: '12 MG Road, Agra',
    }),
    idFields: ['dealer_id'],
  },
  'POST /api3/dealer_rating/dealer_rating/': { as: null, fields: () => ({ dealer_id: callers.dealer.id, rating: '4.5', rate_count: 'N/A' }), idFields: ['dealer_id'] },
  'POST /api3/reach_us/reach_us/': {
    as: null,
    fields: () => ({ dealer_id: callers.dealer.id, name: 'Arjun Mehta', email: 'arjun@example.in', phone_number: '8765432109', message: 'Do you buy batteries?' }),
    idFields: ['dealer_id'],
  },
  'POST /v3/admin/category-requests/:id/approve/': { as: 'admin', fields: () => ({ as: 'subcategory', category_id: 1 }), idFields: ['category_id'] },
  // Issue 28: the weights are proposed on their own route; the completion names their version.
  'POST /api/order_weights/:orderNumber/': {
    as: 'dealer',
    fields: () => ({ items: weighedItems(price.subcategory) }),
    idFields: ['items.0.subcategory_id'],
    withId: (_field, value) => ({ items: weighedItems(value) }),
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
  if (!beyondMaxIds.includes(value)) return problems;
  const kind = paramKinds[param] ?? 'text';
  const served = servedAnswers(answers);
  if (kind === 'numeric id' && (served.length === 0 || served.some((a) => a.status !== 400))) {
    problems.push('a signed-in caller the route serves should get 400');
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
      const also = { 'numeric id': '; a signed-in caller gets 400', 'caller key': '; every caller is refused with a 4xx', text: '' }[kind];
      it(`answers ids beyond ${maxId} as ${position} without a 5xx, with or without a token${also}`, async () => {
        // The largest id the database holds reaches SQL: it must not fail there either.
        const values = kind === 'numeric id' ? [...beyondMaxIds, String(maxId)] : beyondMaxIds;
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

// ---------------------------------------------------------------------------------------------
// Queries and bodies: every number field a route's schema reads is an id or not.

/**
 * The number fields of queries and bodies, by name (the last part of the path): an id must be
 * bounded by maxId (the contract's ZId or idField) and is called below with ids beyond it;
 * anything else is a count or an amount. A name missing here fails the 'knows every number
 * field' test: say what it is.
 */
const numberFieldKinds: Record<string, 'id' | 'not an id'> = {
  Cid: 'id',
  Did: 'id',
  user_id: 'id',
  customer_id: 'id',
  dealer_id: 'id',
  dealer: 'id',
  subcategory_id: 'id',
  subcategory: 'id',
  category_id: 'id',
  price_list_id: 'id',
  cart_order_id: 'id',
  order_info_id: 'id',
  vote: 'id',
  page: 'not an id',
  page_size: 'not an id',
  position: 'not an id',
  quantity: 'not an id',
  rating: 'not an id',
  weight_kg: 'not an id',
  weights_version: 'not an id',
  adjustment_paise: 'not an id',
};

const leafOf = (path: string) => path.split('.').at(-1) ?? path;
const idFieldsOf = (schema: unknown) => numberFieldsOf(schema).filter((path) => numberFieldKinds[leafOf(path)] === 'id');
const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
/** Fastify adds a HEAD beside every GET with the same schema: called as the GET. */
const calledRoutes = t.app.registeredRoutes.filter((route) => !['HEAD', 'OPTIONS'].includes(route.method));

type Caller = keyof typeof callers;

/** One call with the caller's token (none for null); the answer's status and the fields its error names. */
async function send(route: { method: string }, url: string, caller: Caller | null, body: EncodedBody | null) {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    ...(body ? { payload: body.payload } : {}),
    headers: { ...body?.headers, ...(caller ? bearer(callers[caller]) : {}) },
    remoteAddress: '203.0.113.77',
  });
  const json = res.headers['content-type']?.includes('json') ? (res.json() as { fields?: Record<string, unknown> }) : {};
  return { status: res.statusCode, fields: Object.keys(json.fields ?? {}), text: `${res.statusCode} ${res.body.slice(0, 300)}` };
}

describe('number fields of queries and bodies', () => {
  it('knows what every number field of a query or body is', () => {
    const unknown = calledRoutes.flatMap((route) =>
      [...numberFieldsOf(route.querystring), ...numberFieldsOf(route.body)]
        .filter((path) => !(leafOf(path) in numberFieldKinds))
        .map((path) => `${routeKey(route)}: ${path}`),
    );
    expect(unknown, 'number fields missing from numberFieldKinds in route-ids.test.ts').toEqual([]);
  });

  it('has a sample body for every route whose body takes an id, naming each of its ids', () => {
    const taken = Object.fromEntries(calledRoutes.filter((route) => idFieldsOf(route.body).length > 0).map((route) => [routeKey(route), idFieldsOf(route.body)]));
    const sampled = Object.fromEntries(
      Object.entries(sampleBodies)
        .filter(([, sample]) => sample.idFields.length > 0)
        .map(([key, sample]) => [key, [...sample.idFields].sort()]),
    );
    expect(sampled).toEqual(taken);
  });

  it('has a sample body only for routes the contract lists', () => {
    expect(Object.keys(sampleBodies).filter((key) => !bodyRouteByKey.has(key))).toEqual([]);
  });
});

describe(`a query id beyond ${maxId}`, () => {
  const cases = calledRoutes.flatMap((route) => idFieldsOf(route.querystring).map((field) => [routeKey(route), field, route] as const));

  it.each(cases)('%s answers 400 naming %s to every caller it serves; the largest id without a 5xx', async (_key, field, route) => {
    const path = fillPattern(route.url, validParams());
    const body = bodyFor(route.method, route.url);
    for (const value of [...beyondMaxIds, String(maxId)]) {
      const url = `${path}?${new URLSearchParams({ [field]: value }).toString()}`;
      const answers = await Promise.all(([null, 'customer', 'dealer', 'admin'] as const).map((caller) => send(route, url, caller, body)));
      const described = `${url}\n${answers.map((answer) => `  ${answer.text}`).join('\n')}`;
      if (value === String(maxId)) {
        expect(answers.filter((answer) => answer.status >= 500), described).toEqual([]);
        continue;
      }
      // Refused for who they are (401, 403) is no answer about the id.
      const served = answers.filter((answer) => answer.status !== 401 && answer.status !== 403);
      expect(served.length, described).toBeGreaterThan(0);
      for (const answer of served) {
        expect(answer.status, described).toBe(400);
        expect(answer.fields, described).toEqual([field]);
      }
    }
  });
});

describe(`a body id field beyond ${maxId}`, () => {
  const cases = Object.entries(sampleBodies).flatMap(([key, sample]) => sample.idFields.map((field) => [key, field, sample] as const));

  it.each(cases)('%s answers 400 naming %s, in every encoding; the largest id without a 5xx', async (key, field, sample) => {
    const route = bodyRouteByKey.get(key);
    if (!route) throw new Error(`${key} is not in bodyRoutes`);
    const url = fillPattern(route.path, validParams());
    const withId = sample.withId ?? ((name: string, value: number) => ({ ...sample.fields(), [name]: value }));
    for (const encoding of encodings) {
      for (const value of beyondMaxIds) {
        const res = await send(route, url, sample.as, encodeBody(encoding, withId(field, Number(value))));
        expect(res.status, `${encoding}, ${value}: ${res.text}`).toBe(400);
        // The id is the only field refused: the rest of the sample is valid.
        expect(res.fields, `${encoding}, ${value}: ${res.text}`).toEqual([field]);
      }
      const largest = await send(route, url, sample.as, encodeBody(encoding, withId(field, maxId)));
      expect(largest.status, `${encoding}, ${maxId}: ${largest.text}`).toBeLessThan(500);
    }
  });
});
