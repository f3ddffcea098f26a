/**
 * The generated route × encoding test: every body route of the contract's `bodyRoutes` answers a
 * multipart, a urlencoded and a JSON body alike (same status, same body shape for a valid body,
 * the same error for an invalid one). A route without a fixture here, or a registered route
 * with a body that `bodyRoutes` does not list, fails the coverage tests below.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bodyRouteKey, bodyRoutes, type BodyRoute } from '@kt/contract/body-routes';
import { indiaDate } from '@kt/contract/india-time';
import { addDays } from '@kt/contract/orders/pickup-dates';
import { commissionPayments, dealerInitiatives, pincodeRequests, scheduleRequests } from '../db/schema/index.ts';
import { completedOrder } from '../../../test/completed-orders.ts';
import { defaultDemoPassword } from '../config/config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminPassword, createAdmin } from '../../../test/factories.ts';
import {
  bearer,
  createVerifiedAccount,
  customerSignUp,
  dealerSignUp,
  postForm,
  readLink,
  signIn,
  uniqueEmail,
} from '../../../test/accounts-helpers.ts';
import { encodings, multipartBody, type Encoding } from '../../../test/form-bodies.ts';
import { acceptedOrder, completionBody, weighedOrder, weightsBody } from '../../../test/completion-helpers.ts';
import { addItem, addItemFields, demoEmails, newCustomer, pickupDetails, placeOrder, post, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import {
  errorAnswer,
  pdfFile,
  pngFile,
  sendEncoded,
  shapeAnswer,
  type RouteRequest,
} from '../../../test/route-fixtures.ts';
import { askAndReadCode, customerByMobileFields, dealerByMobileFields, signUpByMobile, uniqueMobile } from '../../../test/phone-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// What fixtures build their requests from: fresh accounts, fresh carts, seeded demo dealers.

type Fields = Record<string, string | number>;

/** Seeded demo accounts, signed in once per test file (signing in is a slow password hash). */
const demoSessions = new Map<string, Promise<AuthRecord>>();
function demo(who: keyof typeof demoEmails): Promise<AuthRecord> {
  let session = demoSessions.get(who);
  if (!session) {
    session = signInDemo(t.app, who);
    demoSessions.set(who, session);
  }
  return session;
}

let adminSession: Promise<AuthRecord> | undefined;
/** The seeded demo admin, signed in once. */
function demoAdmin(): Promise<AuthRecord> {
  adminSession ??= signIn(t.app, 'admin', 'admin@example.com', defaultDemoPassword);
  return adminSession;
}

/** A new dealer's pending pincode request (one per dealer may wait). */
async function pendingPincodeRequest(): Promise<number> {
  const dealer = await newDealer();
  const [row] = await t.database.db
    .insert(pincodeRequests)
    .values({ dealerId: dealer.id, pincode: '282004', state: 'Uttar Pradesh', city: 'Agra', area: 'Shahganj', status: 'Pending' })
    .returning({ id: pincodeRequests.id });
  return row?.id ?? 0;
}

async function newDealer(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  return signIn(t.app, 'dealer', form.email);
}

let addressCounter = 0;
/** A new caller address per call, for routes that count per address (votes). */
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** A price of the seeded kabadi in 282001. */
async function kabadiPrice() {
  const [entry] = await pricesOf(t.app, '282001', await demo('kabadi'));
  if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
  return entry;
}

/** A new customer with one item in the cart, gathered into an order draft. */
async function customerWithDraft() {
  const customer = await newCustomer(t);
  const entry = await kabadiPrice();
  expect((await addItem(t.app, customer, entry)).statusCode).toBe(201);
  const draft = await post(t.app, customer, '/api/add_order/', { customer_id: customer.id, dealer_id: entry.dealer });
  expect(draft.statusCode, draft.body).toBe(201);
  return { customer, cartOrderId: draft.json().cart_order_id as number };
}

/** A new customer whose pickup details are stored (the step before order_confirm). */
async function customerWithOrderInfo() {
  const { customer, cartOrderId } = await customerWithDraft();
  const info = await post(t.app, customer, '/api/order_info/', { cart_order_id: cartOrderId, ...pickupDetails() });
  expect(info.statusCode, info.body).toBe(201);
  return { customer, orderInfoId: info.json().order_info_id as number };
}

/** uid and token of the newest password reset link mailed to this address. */
async function resetLink(email: string) {
  const link = await readLink(t.database.db, email);
  const match = /\/password-reset-confirm\/(?:customer|dealer)\/(\d+)\/([A-Za-z0-9_-]+)\//.exec(link);
  if (!match?.[1] || !match[2]) throw new Error(`not a reset link: ${link}`);
  return { userId: Number(match[1]), token: match[2] };
}

const pickup = (overrides: Record<string, string> = {}) => pickupDetails(overrides) as Fields;

/** Issue 28: a month of 2019-2022 and a UTR no other commission fixture uses. */
let commissionCounter = 0;
function nextCommissionMonth() {
  commissionCounter += 1;
  const month = `${2019 + Math.floor(commissionCounter / 12)}-${String((commissionCounter % 12) + 1).padStart(2, '0')}`;
  return { month, utr: String(300_000_000_000 + commissionCounter) };
}

/** The demo kabadi's statement of a fresh month with Rs 1.00 commission due: its number and a UTR not used yet. */
async function kabadiStatementDue() {
  const kabadi = await demo('kabadi');
  const { month, utr } = nextCommissionMonth();
  const entry = await kabadiPrice();
  await completedOrder(t, await newCustomer(t), {
    items: [{ entry, rate: '10.00', weight: '10', amount: '100.00' }],
    paid: '100.00',
    commission: '1.00',
    completedAt: new Date(`${month}-15T06:00:00Z`),
  });
  return { caller: kabadi, statement: `KTS${String(kabadi.id).padStart(8, '0')}${month.replace('-', '')}`, utr };
}

/** A commission payment of the demo kabadi waiting for an admin: its id. */
async function submittedCommissionPayment(): Promise<number> {
  const kabadi = await demo('kabadi');
  const { month, utr } = nextCommissionMonth();
  const [row] = await t.database.db
    .insert(commissionPayments)
    .values({ dealerId: kabadi.id, month, statementNumber: `KTS${String(kabadi.id).padStart(8, '0')}${month.replace('-', '')}`, amount: '1.00', utr })
    .returning({ id: commissionPayments.id });
  return row?.id ?? 0;
}

/** The marketplace forms' fields naming the seeded kabadi, as the spec's client sends them. */
async function aboutKabadi(): Promise<Fields> {
  const kabadi = await demo('kabadi');
  return { dealer_id: kabadi.id, dealer_account_type: 'Kabadi', deale_name: kabadi.username };
}
async function scheduleFields(): Promise<Fields> {
  return {
    ...(await aboutKabadi()),
    select_date: addDays(indiaDate(), 3),
    select_time: '10:30',
    name: 'Meera Joshi',
    email: uniqueEmail('meera'),
    phone_number: 9812345670,
    pincode: 282001,
    state_n_country: 'Uttar Pradesh, India',
    address: '12 Taj Road, Sadar Bazar',
  };
}
const reachUs = (): Fields => ({ subject: 'N/A', name: 'Meera Joshi', email: uniqueEmail('meera'), phone_number: 9812345670, message: 'Do you buy old fans?' });

/** A fresh initiative of the seeded collector. */
async function collectorInitiative() {
  const caller = await demo('collector');
  const [row] = await t.database.db.insert(dealerInitiatives).values({ dealerId: caller.id, message: 'Weekend pickups' }).returning({ id: dealerInitiatives.id });
  return { caller, id: row?.id ?? 0 };
}

/** A fresh pickup request to the seeded kabadi, still New. */
async function kabadiScheduleRequest() {
  const caller = await demo('kabadi');
  const [row] = await t.database.db
    .insert(scheduleRequests)
    .values({ dealerId: caller.id, selectDate: addDays(indiaDate(), 3), selectTime: '10:30', name: 'Meera Joshi', email: 'meera@example.com', phone: '9812345670', pincode: '282001', stateAndCountry: 'Uttar Pradesh, India', address: '12 Taj Road', sourceIp: '198.51.100.1' })
    .returning({ id: scheduleRequests.id });
  return { caller, id: row?.id ?? 0 };
}
const person = () => ({ name: 'Meera Joshi', email: uniqueEmail('meera'), phone: '9812345670' });
const linkedin = 'https://www.linkedin.com/in/meera-joshi';

// ---------------------------------------------------------------------------------------------
// The fixture table: per route, a valid request built on fresh state (called once per encoding)
// and a request whose fields the route's schema refuses. Invalid requests carry no files, so all
// three encodings send the same thing. Some digit fields (mobile numbers, phones, a pincode) are
// numbers on purpose: JSON sends them as numbers, which must reach the schema as their text.

type Fixture = {
  valid: () => Promise<RouteRequest>;
  invalid: () => Promise<RouteRequest>;
  /** File fields without which the route refuses the request (the others in `valid` are optional). */
  requiredFiles?: readonly string[];
};

const profilePicFixture = (utype: 'customer' | 'dealer'): Fixture => {
  const account = () => (utype === 'customer' ? newCustomer(t) : newDealer());
  return {
    requiredFiles: ['ProfilePic'],
    valid: async () => {
      const caller = await account();
      return { url: `/v3/api/update-profilepic/${utype}/${caller.id}/`, caller, fields: {}, files: { ProfilePic: pngFile('me.png') } };
    },
    // A text field named like the file is not a file.
    invalid: async () => {
      const caller = await demo(utype === 'customer' ? 'customer' : 'kabadi');
      return { url: `/v3/api/update-profilepic/${utype}/${caller.id}/`, caller, fields: { ProfilePic: 'me.png' } };
    },
  };
};

const publicFormFixture = (kind: string, fields: () => Fields, invalid: Fields, cv = false): Fixture => ({
  ...(cv ? { requiredFiles: ['cv'] } : {}),
  valid: async () => ({ url: `/v3/WebsiteContent/${kind}-form/`, fields: fields(), ...(cv ? { files: { cv: pdfFile() } } : {}) }),
  invalid: async () => ({ url: `/v3/WebsiteContent/${kind}-form/`, fields: { ...fields(), ...invalid } }),
});

const fixtures = new Map<string, Fixture>([
  [
    'POST /v3/api/registration/customer/',
    {
      valid: async () => ({ url: '/v3/api/registration/customer/', fields: customerSignUp() }),
      invalid: async () => ({ url: '/v3/api/registration/customer/', fields: customerSignUp({ email: 'asha@' }) }),
    },
  ],
  [
    'POST /v3/api/registration/dealer/',
    {
      valid: async () => ({ url: '/v3/api/registration/dealer/', fields: dealerSignUp() }),
      invalid: async () => ({ url: '/v3/api/registration/dealer/', fields: dealerSignUp({ mobile_number: '98970' }) }),
    },
  ],
  [
    'POST /v3/api/registration/employee/',
    (() => {
      const employee = async (overrides: Fields = {}) => {
        const caller = await demo('kabadi');
        const fields = {
          dealer_email: caller.email,
          email: uniqueEmail('employee'),
          username: 'Ravi Kumar',
          password: 'Ravi-Works-77',
          mobile_number: '9811122233',
          ...overrides,
        };
        return { url: '/v3/api/registration/employee/', caller, fields };
      };
      return {
        requiredFiles: ['aadhar_card'],
        valid: async () => ({ ...(await employee()), files: { aadhar_card: pdfFile('aadhar.pdf'), ProfilePic: pngFile('ravi.png') } }),
        invalid: () => employee({ email: 'ravi@' }),
      };
    })(),
  ],
  [
    'POST /v3/api/otp/request/',
    {
      valid: async () => ({ url: '/v3/api/otp/request/', fields: { mobile_number: uniqueMobile(), purpose: 'signup', utype: 'customer' }, remoteAddress: nextAddress() }),
      invalid: async () => ({ url: '/v3/api/otp/request/', fields: { mobile_number: '12345', purpose: 'signup', utype: 'customer' }, remoteAddress: nextAddress() }),
    },
  ],
  ...(['customer', 'dealer'] as const).map((utype): [string, Fixture] => [
    `POST /v3/api/registration/mobile/${utype}/`,
    {
      valid: async () => {
        const mobile = uniqueMobile();
        const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype });
        return { url: `/v3/api/registration/mobile/${utype}/`, fields: { mobile_number: mobile, code, ...(utype === 'customer' ? customerByMobileFields : dealerByMobileFields) } };
      },
      invalid: async () => ({
        url: `/v3/api/registration/mobile/${utype}/`,
        fields: { mobile_number: uniqueMobile(), code: 'abc', ...(utype === 'customer' ? customerByMobileFields : dealerByMobileFields) },
      }),
    },
  ]),
  [
    'POST /v3/api/sign_in/mobile/:utype/',
    {
      valid: async () => {
        const account = await signUpByMobile(t, 'customer');
        const code = await askAndReadCode(t, { mobile_number: account.mobile, purpose: 'signin', utype: 'customer' });
        return { url: '/v3/api/sign_in/mobile/customer/', fields: { mobile_number: account.mobile, code } };
      },
      invalid: async () => ({ url: '/v3/api/sign_in/mobile/customer/', fields: { mobile_number: '98', code: '1' } }),
    },
  ],
  [
    'POST /v3/api/mobile-number/verify/',
    {
      valid: async () => {
        const caller = await newCustomer(t);
        const mobile = uniqueMobile();
        const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'add_number', utype: 'customer' }, { caller });
        return { url: '/v3/api/mobile-number/verify/', caller, fields: { mobile_number: mobile, code } };
      },
      invalid: async () => ({ url: '/v3/api/mobile-number/verify/', caller: await demo('customer'), fields: { mobile_number: '1', code: 'x' } }),
    },
  ],
  [
    'POST /v3/api/message-preferences/',
    {
      valid: async () => ({
        url: '/v3/api/message-preferences/',
        caller: await newCustomer(t),
        fields: { sms: 'booked,accepted', whatsapp: '', email: 'booked', whatsapp_opt_in: 'false' },
      }),
      invalid: async () => ({
        url: '/v3/api/message-preferences/',
        caller: await demo('customer'),
        fields: { sms: 'everything', whatsapp: '', email: '', whatsapp_opt_in: 'false' },
      }),
    },
  ],
  [
    'POST /v3/api/account/language/',
    {
      valid: async () => ({ url: '/v3/api/account/language/', caller: await newCustomer(t), fields: { language: 'hi' } }),
      invalid: async () => ({ url: '/v3/api/account/language/', caller: await demo('customer'), fields: { language: 'fr' } }),
    },
  ],
  [
    'POST /v3/api/registration/employee/mobile/',
    {
      requiredFiles: ['aadhar_card'],
      valid: async () => ({
        url: '/v3/api/registration/employee/mobile/',
        caller: await demo('kabadi'),
        fields: { username: 'Ravi Kumar', mobile_number: uniqueMobile() },
        files: { aadhar_card: pdfFile('aadhar.pdf'), ProfilePic: pngFile('ravi.png') },
      }),
      invalid: async () => ({ url: '/v3/api/registration/employee/mobile/', caller: await demo('kabadi'), fields: { username: 'Ravi Kumar', mobile_number: '123' } }),
    },
  ],
  [
    'POST /v3/api/sign_in/:utype/',
    {
      valid: async () => ({ url: '/v3/api/sign_in/customer/', fields: { email: demoEmails.customer, password: t.config.demoPassword } }),
      invalid: async () => ({ url: '/v3/api/sign_in/customer/', fields: { email: demoEmails.customer } }),
    },
  ],
  [
    'POST /v3/api/token/refresh/',
    {
      // A refresh token works once: a new sign-in per call.
      valid: async () => ({ url: '/v3/api/token/refresh/', fields: { refresh: (await signInDemo(t.app, 'customer')).tokens.refresh } }),
      invalid: async () => ({ url: '/v3/api/token/refresh/', fields: { refresh: 'too-short' } }),
    },
  ],
  [
    'POST /v3/api/regenerate-verification-email/:utype/',
    {
      valid: async () => {
        const form = customerSignUp();
        expect((await postForm(t.app, '/v3/api/registration/customer/', form)).statusCode).toBe(201);
        return { url: '/v3/api/regenerate-verification-email/customer/', fields: { email: form.email } };
      },
      invalid: async () => ({ url: '/v3/api/regenerate-verification-email/customer/', fields: { email: 'not-an-email' } }),
    },
  ],
  [
    'POST /v3/api/request-password-reset-email/:utype/',
    {
      valid: async () => {
        const form = await createVerifiedAccount(t.app, t.database.db);
        return { url: '/v3/api/request-password-reset-email/customer/', fields: { email: form.email } };
      },
      invalid: async () => ({ url: '/v3/api/request-password-reset-email/customer/', fields: { email: '' } }),
    },
  ],
  [
    'PATCH /v3/api/password-reset-completion/:utype/',
    {
      valid: async () => {
        const form = await createVerifiedAccount(t.app, t.database.db);
        expect((await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email })).statusCode).toBe(200);
        const { userId, token } = await resetLink(form.email);
        return { url: '/v3/api/password-reset-completion/customer/', fields: { token, user_id: userId, password: 'Fresh-Meadow-58' } };
      },
      invalid: async () => ({
        url: '/v3/api/password-reset-completion/customer/',
        fields: { token: 'x'.repeat(40), user_id: 'abc', password: 'short' },
      }),
    },
  ],
  ['POST /v3/api/update-profilepic/customer/:id/', profilePicFixture('customer')],
  ['POST /v3/api/update-profilepic/dealer/:id/', profilePicFixture('dealer')],
  [
    'POST /v3/api/update-attrs/customer/',
    {
      valid: async () => {
        const caller = await newCustomer(t);
        return { url: '/v3/api/update-attrs/customer/', caller, fields: { Cid: caller.id, mobile_number: 9123456789 } };
      },
      invalid: async () => {
        const caller = await demo('customer');
        return { url: '/v3/api/update-attrs/customer/', caller, fields: { Cid: caller.id, mobile_number: '12345' } };
      },
    },
  ],
  [
    'POST /v3/api/update-attrs/dealer/',
    {
      valid: async () => {
        const caller = await newDealer();
        return { url: '/v3/api/update-attrs/dealer/', caller, fields: { Did: caller.id, mobile_number: 9123456780 } };
      },
      invalid: async () => {
        const caller = await demo('kabadi');
        return { url: '/v3/api/update-attrs/dealer/', caller, fields: { Did: caller.id, mobile_number: 'ninety' } };
      },
    },
  ],
  [
    'POST /votes/post-votes/',
    {
      // One vote per address and poll: a new address per call.
      valid: async () => ({ url: '/votes/post-votes/', fields: { vote: 1, status: 'Yes' }, remoteAddress: nextAddress() }),
      invalid: async () => ({ url: '/votes/post-votes/', fields: { vote: 2, status: 'Yes' }, remoteAddress: nextAddress() }),
    },
  ],
  [
    'POST /v3/WebsiteContent/suggestion-form/',
    publicFormFixture('suggestion', () => ({ ...person(), message: 'Please come to Kamla Nagar too.' }), { email: 'meera@' }),
  ],
  [
    'POST /v3/WebsiteContent/intern-form/',
    publicFormFixture('intern', () => ({ ...person(), linkedin_id: linkedin, domain: 'web development' }), { linkedin_id: 'https://example.com/meera' }, true),
  ],
  [
    'POST /v3/WebsiteContent/mentor-form/',
    publicFormFixture('mentor', () => ({ ...person(), linkedin_id: linkedin, domain: 'envirormental expert' }), { domain: 'astrology' }, true),
  ],
  ['POST /v3/WebsiteContent/investor-form/', publicFormFixture('investor', () => ({ ...person(), linkedin_id: linkedin }), { phone: '98123' })],
  [
    'POST /v3/WebsiteContent/contact-form/',
    publicFormFixture('contact', () => ({ name: 'Meera Joshi', email: uniqueEmail('meera'), subject: 'Bulk pickup', message: 'We have 2 tonnes of cardboard.' }), { subject: '' }),
  ],
  [
    'POST /dealer/api/requestinquiry-post/',
    (() => {
      const inquiry = async (overrides: Fields = {}) => ({
        dealer_id: (await demo('kabadi')).id,
        customer_name: 'Ravi',
        phone: 9876501234,
        email: uniqueEmail('ravi'),
        itemName: 'Old fridge',
        quantity: 40,
        description: 'Working compressor',
        ...overrides,
      });
      return {
        valid: async () => ({ url: '/dealer/api/requestinquiry-post/', fields: await inquiry(), files: { itemPic: pngFile('fridge.png') } }),
        invalid: async () => ({ url: '/dealer/api/requestinquiry-post/', fields: await inquiry({ phone: '98765' }) }),
      };
    })(),
  ],
  [
    'POST /api/add_item/',
    (() => {
      const item = async (caller: AuthRecord, quantity: number) => addItemFields(caller, await kabadiPrice(), quantity);
      return {
        valid: async () => {
          const caller = await newCustomer(t);
          return { url: '/api/add_item/', caller, fields: await item(caller, 5) };
        },
        invalid: async () => {
          const caller = await demo('customer');
          return { url: '/api/add_item/', caller, fields: await item(caller, 0) };
        },
      };
    })(),
  ],
  [
    'POST /api/add_order/',
    {
      valid: async () => {
        const caller = await newCustomer(t);
        const entry = await kabadiPrice();
        expect((await addItem(t.app, caller, entry)).statusCode).toBe(201);
        return { url: '/api/add_order/', caller, fields: { customer_id: caller.id, dealer_id: entry.dealer } };
      },
      invalid: async () => {
        const caller = await demo('customer');
        return { url: '/api/add_order/', caller, fields: { customer_id: caller.id } };
      },
    },
  ],
  [
    'POST /api/order_info/',
    {
      valid: async () => {
        const { customer, cartOrderId } = await customerWithDraft();
        return { url: '/api/order_info/', caller: customer, fields: { cart_order_id: cartOrderId, ...pickup() } };
      },
      invalid: async () => ({
        url: '/api/order_info/',
        caller: await demo('customer'),
        fields: { cart_order_id: 1, ...pickup({ pickup_time: 'midnight' }) },
      }),
    },
  ],
  [
    'POST /api/order_confirm/',
    {
      valid: async () => {
        const { customer, orderInfoId } = await customerWithOrderInfo();
        return { url: '/api/order_confirm/', caller: customer, fields: { order_info_id: orderInfoId } };
      },
      invalid: async () => ({ url: '/api/order_confirm/', caller: await demo('customer'), fields: { order_info_id: 'first' } }),
    },
  ],
  [
    'PATCH /api/order_confirm/:orderNumber/',
    {
      valid: async () => {
        const customer = await newCustomer(t);
        const order = await placeOrder(t.app, customer, [await kabadiPrice()]);
        return { url: `/api/order_confirm/${order.order_number}/`, caller: customer, fields: { status: 'Cancelled by Customer' } };
      },
      invalid: async () => ({ url: '/api/order_confirm/KTO00000001/', caller: await demo('customer'), fields: { status: 'Teleported' } }),
    },
  ],
  [
    'POST /address/post-address/',
    (() => {
      const address = (caller: AuthRecord, pincode: string | number) => ({
        user_id: caller.id,
        phone_number: '9876543210',
        address: '12 Taj Road',
        address_area: 'Sadar Bazar',
        landmark: 'Near the clock tower',
        city: 'Agra',
        state: 'Uttar Pradesh',
        pincode,
      });
      return {
        valid: async () => {
          const caller = await newCustomer(t);
          return { url: '/address/post-address/', caller, fields: address(caller, 282001) };
        },
        invalid: async () => {
          const caller = await demo('customer');
          return { url: '/address/post-address/', caller, fields: address(caller, '2820') };
        },
      };
    })(),
  ],
  // == dealer documents fixtures ==
  [
    'POST /dealer_details/add_documents/',
    {
      // A new dealer signs up as a Recycler, the account type that uses every document field.
      requiredFiles: ['CompanyPAN', 'Aadhar_card', 'GSTcertificate', 'CompanyIncopration', 'Pic'],
      valid: async () => {
        const caller = await newDealer();
        return {
          url: '/dealer_details/add_documents/',
          caller,
          fields: { dealer_id: caller.id },
          files: {
            Aadhar_card: pdfFile('aadhar.pdf'),
            Pic: pngFile('logo.png'),
            OtherDocuments: pdfFile('other.pdf'),
            GSTcertificate: pdfFile('gst.pdf'),
            CompanyPAN: pdfFile('pan.pdf'),
            CompanyIncopration: pdfFile('incorporation.pdf'),
          },
        };
      },
      invalid: async () => {
        const caller = await demo('recycler');
        return { url: '/dealer_details/add_documents/', caller, fields: { dealer_id: 'first' } };
      },
    },
  ],
  // == dealer areas fixtures ==
  ...(() => {
    /** A new dealer serving `pincodes` (each encoding needs its own: the set changes). */
    const dealerServing = async (pincodes: string[]) => {
      const caller = await newDealer();
      if (pincodes.length > 0) {
        const fields = Object.fromEntries(pincodes.map((pincode, i) => [`pincode${i + 1}`, pincode]));
        const added = await post(t.app, caller, '/dealer_details/add_pincodes/', { dealer_id: caller.id, ...fields });
        expect(added.statusCode, added.body).toBe(201);
      }
      return caller;
    };
    const malformed = (url: string) => async () => {
      const caller = await demo('kabadi');
      return { url, caller, fields: { dealer_id: caller.id, pincode1: '2820', addrequest: '2820' } };
    };
    const entries: [string, Fixture][] = [
      [
        'POST /dealer_details/request_to_add_pincodes/',
        {
          valid: async () => {
            const caller = await dealerServing(['282001', '282002', '282003', '282004', '282005']);
            return { url: '/dealer_details/request_to_add_pincodes/', caller, fields: { dealer_id: caller.id, addrequest: 282006 } };
          },
          invalid: malformed('/dealer_details/request_to_add_pincodes/'),
        },
      ],
      [
        'POST /dealer_details/update_pincodes/',
        {
          valid: async () => {
            const caller = await dealerServing(['282001']);
            return { url: '/dealer_details/update_pincodes/', caller, fields: { dealer_id: caller.id, pincode1: '282001', pincode2: 282005, area2: 'Dayal Bagh' } };
          },
          invalid: malformed('/dealer_details/update_pincodes/'),
        },
      ],
      [
        'POST /dealer_details/add_pincodes/',
        {
          valid: async () => {
            const caller = await dealerServing([]);
            return { url: '/dealer_details/add_pincodes/', caller, fields: { dealer_id: caller.id, pincode1: 282001, pincode2: '' } };
          },
          invalid: malformed('/dealer_details/add_pincodes/'),
        },
      ],
    ];
    return entries;
  })(),
  // == dealer prices fixtures ==
  ...((): [string, Fixture][] => {
    // No seeded dealer serves it: each call's new dealer is alone there.
    const pincode = 282009;
    /** A new dealer serving `pincode` (its row put straight in the table) and a subcategory of the catalogue. */
    const servingDealer = async () => {
      const caller = await newDealer();
      const { dealerPincodes } = await import('../db/schema/index.ts');
      await t.database.db
        .insert(dealerPincodes)
        .values({ dealerId: caller.id, pincode: String(pincode), state: 'Uttar Pradesh', city: 'Agra', area: 'Civil Lines' });
      const [subcategory] = (await t.app.inject({ method: 'GET', url: '/cat/all-subcategory-list/' })).json() as { id: number }[];
      if (!subcategory) throw new Error('the seed has no subcategory');
      return { caller, fields: { dealer: caller.id, subcategory: subcategory.id, pincode } };
    };
    /** A serving dealer who already has a price there. */
    const pricedDealer = async () => {
      const dealer = await servingDealer();
      const added = await post(t.app, dealer.caller, '/dealer_details/add-price/', { ...dealer.fields, price: '12' });
      expect(added.statusCode, added.body).toBe(201);
      return dealer;
    };
    const zeroPrice = async (url: string) => {
      const caller = await demo('kabadi');
      return { url, caller, fields: { dealer: caller.id, subcategory: 1, pincode: '282001', price: '0' } };
    };
    return [
      [
        'POST /dealer_details/add-price/',
        {
          valid: async () => {
            const { caller, fields } = await servingDealer();
            return { url: '/dealer_details/add-price/', caller, fields: { ...fields, price: 14.5 } };
          },
          invalid: () => zeroPrice('/dealer_details/add-price/'),
        },
      ],
      [
        'POST /dealer_details/update-price/',
        {
          valid: async () => {
            const { caller, fields } = await pricedDealer();
            return { url: '/dealer_details/update-price/', caller, fields: { ...fields, price: '15.75' } };
          },
          invalid: () => zeroPrice('/dealer_details/update-price/'),
        },
      ],
      [
        'POST /dealer_details/delete-price/',
        {
          valid: async () => {
            const { caller, fields } = await pricedDealer();
            return { url: '/dealer_details/delete-price/', caller, fields };
          },
          invalid: async () => {
            const caller = await demo('kabadi');
            return { url: '/dealer_details/delete-price/', caller, fields: { dealer: caller.id, subcategory: 1, pincode: '2820' } };
          },
        },
      ],
    ];
  })(),
  // == dealer category requests fixtures ==
  [
    'POST /dealer_details/add_category_request/',
    (() => {
      // Requests pile up without conflict, so the seeded collector can send one per call.
      const request = async (overrides: Fields = {}) => {
        const caller = await demo('collector');
        const fields = { dealer_id: caller.id, category_name: 'Tetra Pak cartons', description: 'Flattened and dry.', ...overrides };
        return { url: '/dealer_details/add_category_request/', caller, fields };
      };
      return {
        requiredFiles: ['category_image'],
        valid: async () => ({ ...(await request()), files: { category_image: pngFile('cartons.png') } }),
        invalid: () => request({ category_name: '' }),
      };
    })(),
  ],
  [
    'POST /api3/schedule_pickup/schedule_pickup/',
    {
      valid: async () => ({ url: '/api3/schedule_pickup/schedule_pickup/', fields: await scheduleFields() }),
      invalid: async () => ({ url: '/api3/schedule_pickup/schedule_pickup/', fields: { ...(await scheduleFields()), pincode: 28200 } }),
    },
  ],
  [
    'POST /api3/dealer_rating/dealer_rating/',
    {
      valid: async () => ({ url: '/api3/dealer_rating/dealer_rating/', fields: { ...(await aboutKabadi()), rating: 4.5, rate_count: 'N/A' } }),
      invalid: async () => ({ url: '/api3/dealer_rating/dealer_rating/', fields: { ...(await aboutKabadi()), rating: 3.3, rate_count: 'N/A' } }),
    },
  ],
  [
    'POST /api3/reach_us/reach_us/',
    {
      valid: async () => ({ url: '/api3/reach_us/reach_us/', fields: { ...(await aboutKabadi()), ...reachUs() } }),
      invalid: async () => ({ url: '/api3/reach_us/reach_us/', fields: { ...(await aboutKabadi()), ...reachUs(), phone_number: 5123456789 } }),
    },
  ],
  [
    'POST /api3/dealer_initiatives/dealer_initiatives/',
    {
      valid: async () => ({ url: '/api3/dealer_initiatives/dealer_initiatives/', caller: await newDealer(), fields: { message: 'Free pickup for schools' }, files: { photo: pngFile('school.png') } }),
      invalid: async () => ({ url: '/api3/dealer_initiatives/dealer_initiatives/', caller: await demo('collector'), fields: { message: '' } }),
    },
  ],
  [
    'PATCH /api3/dealer_initiatives/dealer_initiatives/:id/',
    {
      valid: async () => {
        const { caller, id } = await collectorInitiative();
        return { url: `/api3/dealer_initiatives/dealer_initiatives/${id}/`, caller, fields: { message: 'Now on Sundays too' }, files: { photo: pngFile('sunday.png') } };
      },
      invalid: async () => {
        const { caller, id } = await collectorInitiative();
        return { url: `/api3/dealer_initiatives/dealer_initiatives/${id}/`, caller, fields: { message: '' } };
      },
    },
  ],
  [
    'PATCH /dealer/api/requests/schedule/:id/',
    {
      valid: async () => {
        const { caller, id } = await kabadiScheduleRequest();
        return { url: `/dealer/api/requests/schedule/${id}/`, caller, fields: { status: 'Done' } };
      },
      invalid: async () => {
        const { caller, id } = await kabadiScheduleRequest();
        return { url: `/dealer/api/requests/schedule/${id}/`, caller, fields: { status: 'Teleported' } };
      },
    },
  ],
  [
    'PATCH /v3/admin/users/:id/',
    {
      valid: async () => ({ url: `/v3/admin/users/${(await newCustomer(t)).id}/`, caller: await demoAdmin(), fields: { is_active: 'false' } }),
      invalid: async () => ({ url: `/v3/admin/users/${(await demo('customer')).id}/`, caller: await demoAdmin(), fields: { is_active: 'maybe' } }),
    },
  ],
  [
    'POST /v3/admin/pincode-requests/:id/reject/',
    {
      valid: async () => ({ url: `/v3/admin/pincode-requests/${await pendingPincodeRequest()}/reject/`, caller: await demoAdmin(), fields: { reason: 'Served well already.' } }),
      invalid: async () => ({ url: `/v3/admin/pincode-requests/${await pendingPincodeRequest()}/reject/`, caller: await demoAdmin(), fields: { reason: '' } }),
    },
  ],
  // admin fixtures: site settings
  [
    'PUT /v3/admin/site-settings/',
    (() => {
      const settings = {
        contact_email: 'office@kabadi.example',
        phone_primary: '+91 98970 12345',
        phone_secondary: '',
        postal_address: 'Sanjay Place\nAgra 282002',
        facebook_url: 'https://www.facebook.com/kabadi.example',
        instagram_url: '',
        linkedin_url: '',
      };
      return {
        valid: async () => ({ url: '/v3/admin/site-settings/', caller: await demoAdmin(), fields: settings, files: { certificate: pngFile('certificate.png') } }),
        invalid: async () => ({ url: '/v3/admin/site-settings/', caller: await demoAdmin(), fields: { ...settings, contact_email: 'not-an-email' } }),
      };
    })(),
  ],
  // admin fixtures: site content
  ...((): [string, Fixture][] => {
    /** A new item made through the admin API (with a picture where it takes one): its id. */
    const newItem = async (url: string, fields: Fields, withPicture: boolean) => {
      const body = multipartBody(fields, withPicture ? { dp: pngFile('face.png') } : {});
      const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${(await demoAdmin()).tokens.access}` } });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const member = { name: 'Anita Rao', title: 'Head of Design' };
    const testimonial = { kind: 'happy_customer', name: 'Meera Joshi', feedback: 'Fair weight, fair price.' };
    const question = { qns: 'Do you buy e-waste?', ans: '<p>Yes.</p>' };
    const admin = async (url: string, fields: Fields, files?: RouteRequest['files']) => ({ url, caller: await demoAdmin(), fields, ...(files ? { files } : {}) });
    return [
      [
        'POST /v3/admin/team-members/',
        { requiredFiles: ['dp'], valid: () => admin('/v3/admin/team-members/', member, { dp: pngFile('anita.png') }), invalid: () => admin('/v3/admin/team-members/', { ...member, name: '' }) },
      ],
      [
        'PATCH /v3/admin/team-members/:id/',
        {
          valid: async () => admin(`/v3/admin/team-members/${await newItem('/v3/admin/team-members/', member, true)}/`, { title: 'Design' }, { dp: pngFile('new.png') }),
          invalid: async () => admin(`/v3/admin/team-members/${await newItem('/v3/admin/team-members/', member, true)}/`, { name: '' }),
        },
      ],
      [
        'POST /v3/admin/testimonials/',
        { requiredFiles: ['dp'], valid: () => admin('/v3/admin/testimonials/', testimonial, { dp: pngFile('meera.png') }), invalid: () => admin('/v3/admin/testimonials/', { ...testimonial, kind: 'staff' }) },
      ],
      [
        'PATCH /v3/admin/testimonials/:id/',
        {
          valid: async () => admin(`/v3/admin/testimonials/${await newItem('/v3/admin/testimonials/', testimonial, true)}/`, { feedback: 'On time.' }, { dp: pngFile('new.png') }),
          invalid: async () => admin(`/v3/admin/testimonials/${await newItem('/v3/admin/testimonials/', testimonial, true)}/`, { position: -1 }),
        },
      ],
      ['POST /v3/admin/faq/', { valid: () => admin('/v3/admin/faq/', question), invalid: () => admin('/v3/admin/faq/', { ...question, qns: '' }) }],
      [
        'PATCH /v3/admin/faq/:id/',
        {
          valid: async () => admin(`/v3/admin/faq/${await newItem('/v3/admin/faq/', question, false)}/`, { ans: '<p>Yes, all of it.</p>', position: 3 }),
          invalid: async () => admin(`/v3/admin/faq/${await newItem('/v3/admin/faq/', question, false)}/`, { qns: '' }),
        },
      ],
      [
        'DELETE /v3/admin/initiatives/:id/',
        {
          valid: async () => admin(`/v3/admin/initiatives/${(await collectorInitiative()).id}/`, { reason: 'Not about recycling.' }),
          invalid: async () => admin(`/v3/admin/initiatives/${(await collectorInitiative()).id}/`, { reason: '' }),
        },
      ],
    ];
  })(),
  // admin fixtures: catalogue
  ...((): [string, Fixture][] => {
    let counter = 0;
    /** A name no category or subcategory has yet. */
    const freshName = (base: string) => `${base} ${(counter += 1)}`;
    /** A new entry made through the admin API with its picture: its id. */
    const newEntry = async (url: string) => {
      const body = multipartBody({ name: freshName('Fixture entry') }, { image: pngFile('entry.png') });
      const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${(await demoAdmin()).tokens.access}` } });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const admin = async (url: string, fields: Fields, files?: RouteRequest['files']) => ({ url, caller: await demoAdmin(), fields, ...(files ? { files } : {}) });
    const newSubcategory = async () => newEntry(`/v3/admin/categories/${await newEntry('/v3/admin/categories/')}/subcategories/`);
    return [
      [
        'POST /v3/admin/categories/',
        {
          requiredFiles: ['image'],
          valid: () => admin('/v3/admin/categories/', { name: freshName('Rubber'), position: 30 }, { image: pngFile('rubber.png') }),
          invalid: () => admin('/v3/admin/categories/', { name: '' }),
        },
      ],
      [
        'PATCH /v3/admin/categories/:id/',
        {
          valid: async () => admin(`/v3/admin/categories/${await newEntry('/v3/admin/categories/')}/`, { name: freshName('Latex'), retired: 'false' }, { image: pngFile('latex.png') }),
          invalid: async () => admin(`/v3/admin/categories/${await newEntry('/v3/admin/categories/')}/`, { retired: 'maybe' }),
        },
      ],
      [
        'POST /v3/admin/categories/:id/subcategories/',
        {
          requiredFiles: ['image'],
          valid: async () => admin(`/v3/admin/categories/${await newEntry('/v3/admin/categories/')}/subcategories/`, { name: freshName('Tyres') }, { image: pngFile('tyres.png') }),
          invalid: async () => admin(`/v3/admin/categories/${await newEntry('/v3/admin/categories/')}/subcategories/`, { name: '' }),
        },
      ],
      [
        'PATCH /v3/admin/subcategories/:id/',
        {
          valid: async () => admin(`/v3/admin/subcategories/${await newSubcategory()}/`, { name: freshName('Tubes'), position: 2 }, { image: pngFile('tubes.png') }),
          invalid: async () => admin(`/v3/admin/subcategories/${await newSubcategory()}/`, { position: 'first' }),
        },
      ],
    ];
  })(),
  // admin fixtures: category requests
  ...((): [string, Fixture][] => {
    let counter = 0;
    /** A new pending request of the seeded collector, sent through the dealer's form with its picture: its id. */
    const pendingCategoryRequest = async () => {
      const caller = await demo('collector');
      const categoryName = `Requested category ${(counter += 1)}`;
      const body = multipartBody({ dealer_id: caller.id, category_name: categoryName, description: 'Sorted.' }, { category_image: pngFile('request.png') });
      const sent = await t.app.inject({ method: 'POST', url: '/dealer_details/add_category_request/', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${caller.tokens.access}` } });
      expect(sent.statusCode, sent.body).toBe(201);
      const list = await t.app.inject({ method: 'GET', url: `/dealer_details/get_category_request/${caller.id}/`, headers: { authorization: `Bearer ${caller.tokens.access}` } });
      const entry = (list.json() as { id: number; category_name: string }[]).find((candidate) => candidate.category_name === categoryName);
      return entry?.id ?? 0;
    };
    const admin = async (url: string, fields: Fields) => ({ url, caller: await demoAdmin(), fields });
    return [
      [
        'POST /v3/admin/category-requests/:id/approve/',
        {
          valid: async () => admin(`/v3/admin/category-requests/${await pendingCategoryRequest()}/approve/`, { as: 'category', name: `Approved category ${(counter += 1)}` }),
          invalid: async () => admin(`/v3/admin/category-requests/${await pendingCategoryRequest()}/approve/`, { as: 'subcategory' }),
        },
      ],
      [
        'POST /v3/admin/category-requests/:id/reject/',
        {
          valid: async () => admin(`/v3/admin/category-requests/${await pendingCategoryRequest()}/reject/`, { reason: 'We do not trade in it.' }),
          invalid: async () => admin(`/v3/admin/category-requests/${await pendingCategoryRequest()}/reject/`, { reason: '' }),
        },
      ],
    ];
  })(),
  // admin fixtures: documents
  [
    'POST /v3/admin/documents/:id/reject/',
    {
      valid: async () => {
        // A new (Recycler) dealer whose full set awaits review: each encoding decides its own.
        const dealer = await newDealer();
        const set = multipartBody({ dealer_id: dealer.id }, { Aadhar_card: pdfFile(), Pic: pngFile(), GSTcertificate: pdfFile(), CompanyPAN: pdfFile(), CompanyIncopration: pdfFile() });
        const uploaded = await t.app.inject({ method: 'POST', url: '/dealer_details/add_documents/', payload: set.payload, headers: { ...set.headers, authorization: `Bearer ${dealer.tokens.access}` } });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        return { url: `/v3/admin/documents/${dealer.id}/reject/`, caller: await demoAdmin(), fields: { reason: 'The GST certificate is unreadable.' } };
      },
      invalid: async () => ({ url: `/v3/admin/documents/${(await demo('kabadi')).id}/reject/`, caller: await demoAdmin(), fields: { reason: ' ' } }),
    },
  ],
  // admin fixtures: users
  [
    'POST /v3/admin/password/',
    {
      // A new admin per encoding (each changes its own password once).
      valid: async () => {
        const caller = await createAdmin(t);
        return { url: '/v3/admin/password/', caller, fields: { current_password: adminPassword, new_password: 'Saffron-Lantern-Orbit-93' } };
      },
      invalid: async () => ({ url: '/v3/admin/password/', caller: await demoAdmin(), fields: { current_password: defaultDemoPassword, new_password: 'short' } }),
    },
  ],
  // admin fixtures: submissions
  // issue 16 fixtures: completion
  [
    'POST /api/order_complete/:orderNumber/',
    {
      // A fresh weighed order per encoding (issue 28: the weights proposed first); the version as text, as a form sends it.
      valid: async () => {
        const order = await weighedOrder(t, await demo('kabadi'), [await kabadiPrice()], {});
        const body = completionBody(order);
        return { url: `/api/order_complete/${order.orderNumber}/`, caller: await demo('kabadi'), fields: { ...body, weights_version: String(body.weights_version) } };
      },
      invalid: async () => ({
        url: '/api/order_complete/KTO00000001/',
        caller: await demo('kabadi'),
        fields: { code: '12a4', weights_version: 'latest', payment_method: 'cheque' },
      }),
    },
  ],
  // issue 28 fixtures: the weights proposed at the door (items as their JSON text, as a form sends them)
  [
    'POST /api/order_weights/:orderNumber/',
    {
      valid: async () => {
        const order = await acceptedOrder(t, await demo('kabadi'), [await kabadiPrice()]);
        const body = weightsBody(order, { [order.entries[0]?.subcategory ?? 0]: '2.35' });
        return {
          url: `/api/order_weights/${order.orderNumber}/`,
          caller: await demo('kabadi'),
          fields: { items: JSON.stringify(body.items) },
          files: { scale_photo: pngFile('scale.png') },
        };
      },
      invalid: async () => ({
        url: '/api/order_weights/KTO00000001/',
        caller: await demo('kabadi'),
        fields: { items: JSON.stringify([{ subcategory_id: 1, weight_kg: '-1' }]) },
      }),
    },
  ],
  // issue 28 fixtures: pickups that do not silently fail
  [
    'POST /api/orders/:orderNumber/rebook/',
    {
      valid: async () => {
        const customer = await newCustomer(t);
        const order = await placeOrder(t.app, customer, [await kabadiPrice()]);
        await t.database.db.execute(sql`update orders set answer_overdue_at = now() where order_number = ${order.order_number}`);
        const others = await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_number}/other_dealers/`, headers: bearer(customer) });
        const other = (others.json().dealers as { dealer_id: number; items_bought: number }[]).find((dealer) => dealer.items_bought > 0);
        if (!other) throw new Error(`no other dealer of 282001 buys the kabadi's item: ${others.body}`);
        return { url: `/api/orders/${order.order_number}/rebook/`, caller: customer, fields: { dealer_id: other.dealer_id } };
      },
      invalid: async () => ({ url: '/api/orders/KTO00000001/rebook/', caller: await demo('customer'), fields: { dealer_id: 'someone' } }),
    },
  ],
  [
    'POST /api/orders/:orderNumber/no_show/',
    {
      valid: async () => {
        const order = await acceptedOrder(t, await demo('kabadi'), [await kabadiPrice()]);
        await t.database.db.execute(sql`update orders set pickup_date = ${addDays(indiaDate(), -1)}::date where order_number = ${order.orderNumber}`);
        return { url: `/api/orders/${order.orderNumber}/no_show/`, caller: order.customer, fields: { action: 'cancel' } };
      },
      invalid: async () => ({ url: '/api/orders/KTO00000001/no_show/', caller: await demo('customer'), fields: { action: 'shrug' } }),
    },
  ],
  [
    'POST /api/orders/:orderNumber/reschedule/',
    {
      valid: async () => {
        const order = await acceptedOrder(t, await demo('kabadi'), [await kabadiPrice()]);
        return {
          url: `/api/orders/${order.orderNumber}/reschedule/`,
          caller: await demo('kabadi'),
          fields: { pickup_date: addDays(indiaDate(), 3), pickup_time: '1pm - 6pm', reason: 'The van is at the workshop' },
        };
      },
      invalid: async () => ({
        url: '/api/orders/KTO00000001/reschedule/',
        caller: await demo('kabadi'),
        fields: { pickup_date: addDays(indiaDate(), 3), pickup_time: '1pm - 6pm', reason: '' },
      }),
    },
  ],
  [
    'POST /api/orders/:orderNumber/reschedule/answer/',
    {
      valid: async () => {
        const order = await acceptedOrder(t, await demo('kabadi'), [await kabadiPrice()]);
        await t.database.db.execute(sql`update orders set reschedule_proposed_by = 'dealer', reschedule_date = ${addDays(indiaDate(), 3)}::date,
          reschedule_time = '1pm - 6pm', reschedule_reason = 'Festival' where order_number = ${order.orderNumber}`);
        return { url: `/api/orders/${order.orderNumber}/reschedule/answer/`, caller: order.customer, fields: { decision: 'decline' } };
      },
      invalid: async () => ({ url: '/api/orders/KTO00000001/reschedule/answer/', caller: await demo('customer'), fields: { decision: 'maybe' } }),
    },
  ],
  // issue 28 fixtures: the dealer's commission paid by UPI
  [
    'POST /api/wallet/dealer/commission/:statement/payments/',
    {
      valid: async () => {
        const { caller, statement, utr } = await kabadiStatementDue();
        return { url: `/api/wallet/dealer/commission/${statement}/payments/`, caller, fields: { utr } };
      },
      invalid: async () => {
        const { caller, statement } = await kabadiStatementDue();
        return { url: `/api/wallet/dealer/commission/${statement}/payments/`, caller, fields: { utr: '4123 4567890' } };
      },
    },
  ],
  [
    'POST /v3/admin/commission-payments/:id/reject/',
    {
      valid: async () => ({ url: `/v3/admin/commission-payments/${await submittedCommissionPayment()}/reject/`, caller: await demoAdmin(), fields: { reason: 'No payment with this UTR.' } }),
      invalid: async () => ({ url: `/v3/admin/commission-payments/${await submittedCommissionPayment()}/reject/`, caller: await demoAdmin(), fields: { reason: '' } }),
    },
  ],
  // issue 28 fixtures: disputes and rating replies
  ...((): [string, Fixture][] => {
    /** A fresh customer's pickup with the demo kabadi, Completed an hour ago. */
    const completedPickup = async () => {
      const customer = await newCustomer(t);
      const order = await completedOrder(t, customer, {
        items: [{ entry: await kabadiPrice(), rate: '10.00', weight: '1', amount: '10.00' }],
        paid: '10.00',
        commission: '0.10',
        completedAt: new Date(Date.now() - 60 * 60 * 1000),
      });
      return { customer, order };
    };
    /** An open dispute of such a pickup: its id. */
    const openDispute = async () => {
      const { customer, order } = await completedPickup();
      const { disputes } = await import('../db/schema/index.ts');
      const [row] = await t.database.db
        .insert(disputes)
        .values({ orderId: order.id, customerId: customer.id, dealerId: (await demo('kabadi')).id, reason: 'wrong_weight', note: 'Short by a kilo.' })
        .returning({ id: disputes.id });
      return row?.id ?? 0;
    };
    /** A rating of the demo kabadi without a reply: its id. */
    const rating = async () => {
      const { dealerRatings } = await import('../db/schema/index.ts');
      const [row] = await t.database.db
        .insert(dealerRatings)
        .values({ dealerId: (await demo('kabadi')).id, rating: '4.0', review: 'Fair weighing.', sourceIp: '198.51.100.9' })
        .returning({ id: dealerRatings.id });
      return row?.id ?? 0;
    };
    return [
      [
        'POST /api/order_dispute/:orderNumber/',
        {
          valid: async () => {
            const { customer, order } = await completedPickup();
            return { url: `/api/order_dispute/${order.orderNumber}/`, caller: customer, fields: { reason: 'wrong_weight', note: 'Short by a kilo.' }, files: { photo: pngFile('scale.png') } };
          },
          invalid: async () => {
            const { customer, order } = await completedPickup();
            return { url: `/api/order_dispute/${order.orderNumber}/`, caller: customer, fields: { reason: 'too slow', note: 'Late.' } };
          },
        },
      ],
      [
        'POST /dealer/api/disputes/:id/answer/',
        {
          valid: async () => ({ url: `/dealer/api/disputes/${await openDispute()}/answer/`, caller: await demo('kabadi'), fields: { answer: 'Weighed in front of the customer.' } }),
          invalid: async () => ({ url: `/dealer/api/disputes/${await openDispute()}/answer/`, caller: await demo('kabadi'), fields: { answer: ' ' } }),
        },
      ],
      [
        'POST /v3/admin/disputes/:id/close/',
        {
          valid: async () => ({ url: `/v3/admin/disputes/${await openDispute()}/close/`, caller: await demoAdmin(), fields: { outcome: 'upheld', adjustment_paise: 150, reason: 'Short by a kilo.' } }),
          invalid: async () => ({ url: `/v3/admin/disputes/${await openDispute()}/close/`, caller: await demoAdmin(), fields: { outcome: 'upheld', adjustment_paise: 'lots', reason: 'Short.' } }),
        },
      ],
      [
        'POST /dealer/api/requests/ratings/:id/reply/',
        {
          valid: async () => ({ url: `/dealer/api/requests/ratings/${await rating()}/reply/`, caller: await demo('kabadi'), fields: { reply: 'Thank you!' } }),
          invalid: async () => ({ url: `/dealer/api/requests/ratings/${await rating()}/reply/`, caller: await demo('kabadi'), fields: { reply: '' } }),
        },
      ],
    ];
  })(),
  // issue 16 fixtures: receipts and wallet
]);

/** Calls without a body (their fields are in the path): the request to send and the status it answers. */
const bodylessFixtures = new Map<string, () => Promise<{ url: string; caller: AuthRecord; status: number }>>([
  [
    'POST /v3/api/logout/customer/:refresh',
    async () => {
      const caller = await signInDemo(t.app, 'customer');
      return { url: `/v3/api/logout/customer/${encodeURIComponent(caller.tokens.refresh)}`, caller, status: 200 };
    },
  ],
  [
    'POST /v3/api/logout/dealer/:refresh',
    async () => {
      const caller = await signInDemo(t.app, 'kabadi');
      return { url: `/v3/api/logout/dealer/${encodeURIComponent(caller.tokens.refresh)}`, caller, status: 200 };
    },
  ],
  [
    'DELETE /v3/api/employees/:id/',
    async () => {
      const caller = await newDealer();
      const employee = multipartBody(
        { dealer_email: caller.email, email: uniqueEmail('employee'), username: 'Ravi Kumar', password: 'Ravi-Works-77', mobile_number: '9811122233' },
        { aadhar_card: { data: pdfFile().data, filename: 'aadhaar.pdf', type: 'application/pdf' } },
      );
      const added = await t.app.inject({ method: 'POST', url: '/v3/api/registration/employee/', payload: employee.payload, headers: { ...employee.headers, authorization: `Bearer ${caller.tokens.access}` } });
      expect(added.statusCode, added.body).toBe(201);
      const list = await t.app.inject({ method: 'GET', url: '/v3/api/employees/', headers: { authorization: `Bearer ${caller.tokens.access}` } });
      const [entry] = list.json() as { id: number }[];
      return { url: `/v3/api/employees/${entry?.id}/`, caller, status: 200 };
    },
  ],
  [
    'DELETE /api3/dealer_initiatives/dealer_initiatives/:id/',
    async () => {
      const { caller, id } = await collectorInitiative();
      return { url: `/api3/dealer_initiatives/dealer_initiatives/${id}/`, caller, status: 200 };
    },
  ],
  [
    'POST /v3/admin/pincode-requests/:id/approve/',
    async () => ({ url: `/v3/admin/pincode-requests/${await pendingPincodeRequest()}/approve/`, caller: await demoAdmin(), status: 200 }),
  ],
  // admin bodyless fixtures: site settings
  [
    'POST /v3/admin/commission-payments/:id/verify/',
    async () => ({ url: `/v3/admin/commission-payments/${await submittedCommissionPayment()}/verify/`, caller: await demoAdmin(), status: 200 }),
  ],
  // admin bodyless fixtures: site content
  ...(['team-members', 'testimonials', 'faq'] as const).map((kind): [string, () => Promise<{ url: string; caller: AuthRecord; status: number }>] => [
    `DELETE /v3/admin/${kind}/:id/`,
    async () => {
      const caller = await demoAdmin();
      const byKind: Record<typeof kind, Fields> = { 'team-members': { name: 'Anita Rao', title: 'Head of Design' }, testimonials: { kind: 'working_team', name: 'Ravi', feedback: 'Good team.' }, faq: { qns: 'Why?', ans: 'Because.' } };
      const fields = byKind[kind];
      const body = multipartBody(fields, kind === 'faq' ? {} : { dp: pngFile('face.png') });
      const res = await t.app.inject({ method: 'POST', url: `/v3/admin/${kind}/`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${caller.tokens.access}` } });
      expect(res.statusCode, res.body).toBe(201);
      return { url: `/v3/admin/${kind}/${(res.json() as { id: number }).id}/`, caller, status: 200 };
    },
  ]),
  // admin bodyless fixtures: catalogue
  // admin bodyless fixtures: category requests
  // admin bodyless fixtures: documents
  [
    'POST /v3/admin/documents/:id/verify/',
    async () => {
      const dealer = await newDealer();
      const set = multipartBody({ dealer_id: dealer.id }, { Aadhar_card: pdfFile(), Pic: pngFile(), GSTcertificate: pdfFile(), CompanyPAN: pdfFile(), CompanyIncopration: pdfFile() });
      const uploaded = await t.app.inject({ method: 'POST', url: '/dealer_details/add_documents/', payload: set.payload, headers: { ...set.headers, authorization: `Bearer ${dealer.tokens.access}` } });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return { url: `/v3/admin/documents/${dealer.id}/verify/`, caller: await demoAdmin(), status: 200 };
    },
  ],
  // admin bodyless fixtures: users
  ['POST /v3/admin/test-mail/', async () => ({ url: '/v3/admin/test-mail/', caller: await demoAdmin(), status: 200 })],
  // No failed mail here (the outbox takes every mail): an unknown id gets as far as the queue's 404.
  ['POST /v3/admin/messages/:id/retry/', async () => ({ url: `/v3/admin/messages/${randomUUID()}/retry/`, caller: await demoAdmin(), status: 404 })],
  // admin bodyless fixtures: submissions
  // issue 16 bodyless fixtures: completion
  [
    'POST /api/order_pickup_code/:orderNumber/',
    async () => {
      const order = await weighedOrder(t, await demo('kabadi'), [await kabadiPrice()]);
      return { url: `/api/order_pickup_code/${order.orderNumber}/`, caller: order.customer, status: 200 };
    },
  ],
  // issue 16 bodyless fixtures: receipts and wallet
  [
    'DELETE /api/delete_all_items/:customer/:dealer/:all/',
    async () => {
      const caller = await newCustomer(t);
      const entry = await kabadiPrice();
      expect((await addItem(t.app, caller, entry)).statusCode).toBe(201);
      return { url: `/api/delete_all_items/${caller.id}/${entry.dealer}/False/`, caller, status: 200 };
    },
  ],
]);

// ---------------------------------------------------------------------------------------------
// The generic runner.

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Each encoding's answer to a fresh request from `build`, as `read` sees it. */
async function answerPerEncoding<A>(
  route: BodyRoute,
  build: () => Promise<RouteRequest>,
  read: (res: Awaited<ReturnType<typeof sendEncoded>>) => A,
  options: { withFiles: boolean },
): Promise<Record<Encoding, A>> {
  const answers = {} as Record<Encoding, A>;
  for (const encoding of encodings) {
    answers[encoding] = read(await sendEncoded(t.app, route.method, await build(), encoding, options));
  }
  return answers;
}

/** Every encoding's answer equals the multipart one. */
function expectAllAlike<A>(answers: Record<Encoding, A>) {
  const same = Object.fromEntries(encodings.map((encoding) => [encoding, answers.multipart]));
  expect(answers).toEqual(same);
}

const contractRoutes: readonly BodyRoute[] = bodyRoutes;
const routesWithBody = contractRoutes.filter((route) => !route.bodyless);
const bodylessRoutes = contractRoutes.filter((route) => route.bodyless);

for (const route of routesWithBody) {
  const key = bodyRouteKey(route);
  const fixture = fixtures.get(key);
  // A missing fixture is reported, by name, by the coverage test below.
  if (!fixture) continue;
  const fileNames = Object.keys(route.files ?? {});
  const requiredFiles = fixture.requiredFiles ?? [];

  describe(key, () => {
    if (requiredFiles.length > 0) {
      it(`answers the same error in multipart, urlencoded and JSON without the required ${requiredFiles.join(', ')}`, async () => {
        const answers = await answerPerEncoding(route, fixture.valid, errorAnswer, { withFiles: false });
        expect(answers.multipart.status).toBeGreaterThanOrEqual(400);
        expect(answers.multipart.status).toBeLessThan(500);
        expectAllAlike(answers);
      });
    } else {
      it('answers a valid body with the same success and body shape in multipart, urlencoded and JSON', async () => {
        const answers = await answerPerEncoding(route, fixture.valid, shapeAnswer, { withFiles: false });
        expect(isSuccess(answers.multipart.status), JSON.stringify(answers.multipart)).toBe(true);
        expectAllAlike(answers);
      });
    }

    if (fileNames.length > 0) {
      it(`succeeds in multipart with its files (${fileNames.join(', ')})`, async () => {
        const request = await fixture.valid();
        // The fixture sends every file field the contract lists for the route.
        expect(Object.keys(request.files ?? {}).sort()).toEqual([...fileNames].sort());
        const res = await sendEncoded(t.app, route.method, request, 'multipart');
        expect(isSuccess(res.statusCode), res.body).toBe(true);
      });
    }

    it('refuses an invalid body with the same error in multipart, urlencoded and JSON', async () => {
      const answers = await answerPerEncoding(route, fixture.invalid, errorAnswer, { withFiles: false });
      expect(answers.multipart.status).toBeGreaterThanOrEqual(400);
      expect(answers.multipart.status).toBeLessThan(500);
      expectAllAlike(answers);
    });
  });
}

for (const route of bodylessRoutes) {
  const key = bodyRouteKey(route);
  const fixture = bodylessFixtures.get(key);
  if (!fixture) continue;
  describe(key, () => {
    it('works sent with no body and no content-type', async () => {
      const request = await fixture();
      const res = await t.app.inject({ method: route.method, url: request.url, headers: { authorization: `Bearer ${request.caller.tokens.access}` } });
      expect(res.statusCode, res.body).toBe(request.status);
    });
  });
}

describe('coverage of the body routes', () => {
  const listedKeys = new Set(bodyRoutes.map(bodyRouteKey));

  it('has a fixture for every body route of the contract', () => {
    const missing = routesWithBody.map(bodyRouteKey).filter((key) => !fixtures.has(key));
    const missingBodyless = bodylessRoutes.map(bodyRouteKey).filter((key) => !bodylessFixtures.has(key));
    expect(missing, 'body routes without a fixture in body-encodings.test.ts').toEqual([]);
    expect(missingBodyless, 'bodyless routes without a fixture in body-encodings.test.ts').toEqual([]);
  });

  it('has no fixture for a route the contract does not list', () => {
    const stale = [...fixtures.keys(), ...bodylessFixtures.keys()].filter((key) => !listedKeys.has(key));
    expect(stale).toEqual([]);
  });

  it('lists in bodyRoutes every POST, PUT, PATCH and DELETE route the app registers', () => {
    const unlisted = t.app.registeredRoutes
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      // The development triggers (never in production) take no body and are no part of the API.
      .filter((route) => !route.url.startsWith('/dev/'))
      .map((route) => bodyRouteKey({ method: route.method as BodyRoute['method'], path: route.url }))
      .filter((key) => !listedKeys.has(key));
    expect(unlisted, 'routes with a body missing from packages/contract/src/body-routes.ts').toEqual([]);
  });

  it('registers every route bodyRoutes lists', () => {
    const registered = new Set(t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    expect([...listedKeys].filter((key) => !registered.has(key))).toEqual([]);
  });
});
