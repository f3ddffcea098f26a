import { randomUUID } from 'node:crypto';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { dealerEmail, type DataSet } from '../bench/data-set.ts';
import { orderInfoBody, runPickupDate } from '../bench/order-info.ts';
import { openConnection, parseJson, type Answer, type Connection, type Tally } from './http-client.ts';

/**
 * The spec's client as the fault tests drive it: customers placing orders (the 4 calls of the
 * bench's checkout), dealers accepting and completing them, readers of the price lists.
 */

export type Price = { id: number; dealer: number; subcategory: number };

export type Shopper = {
  email: string;
  id: number;
  token: string;
  pincode: string;
  /** One dealer's price in the shopper's pincode: every order of this shopper goes to that dealer. */
  price: Price;
  connection: Connection;
};

type SignInBody = { id?: number; tokens?: { access?: string } };

export async function signIn(connection: Connection, path: string, email: string, password: string): Promise<{ id: number; token: string }> {
  const answer = await connection.request('POST', path, { json: { email, password } });
  const body = parseJson<SignInBody>(answer);
  if (answer.status !== 200 || !body?.id || !body.tokens?.access) throw new Error(`sign-in of ${email} answered ${answer.status ?? answer.error}: ${answer.body.slice(0, 300)}`);
  return { id: body.id, token: body.tokens.access };
}

/** Prices per pincode, read once through the public list (302 carrying the list). */
async function pricesIn(connection: Connection, pincode: string): Promise<Price[]> {
  const answer = await connection.request('GET', pathTo(routes.searchSubcategory, { pincode }));
  const list = parseJson<Price[]>(answer);
  if (answer.status !== 302 || !Array.isArray(list) || list.length === 0) throw new Error(`no prices in ${pincode}: ${answer.status ?? answer.error}`);
  return list.map((p) => ({ id: p.id, dealer: p.dealer, subcategory: p.subcategory }));
}

/** Signs in the data set's customers `from` to `from + count - 1`, each on a connection of its own. */
export async function prepareShoppers(baseUrl: string, dataSet: DataSet, from: number, count: number): Promise<Shopper[]> {
  const people = dataSet.sampleCustomers.slice(from, from + count);
  const lister = openConnection(baseUrl);
  const lists = new Map<string, Price[]>();
  try {
    for (const pincode of new Set(people.map((p) => p.pincode))) lists.set(pincode, await pricesIn(lister, pincode));
  } finally {
    lister.close();
  }
  const shoppers: Shopper[] = [];
  for (const [i, person] of people.entries()) {
    const connection = openConnection(baseUrl);
    const session = await signIn(connection, pathTo(routes.signIn, { utype: 'customer' }), person.email, dataSet.password);
    const prices = lists.get(person.pincode) ?? [];
    const price = prices[(from + i) % prices.length];
    if (!price) throw new Error(`no price for ${person.email} in ${person.pincode}`);
    shoppers.push({ email: person.email, id: session.id, token: session.token, pincode: person.pincode, price, connection });
  }
  return shoppers;
}

export function closeAll(shoppers: readonly Shopper[]) {
  for (const shopper of shoppers) shopper.connection.close();
}

/** The dealer's e-mail in the data set (dealer ids run on from firstDealerId). */
export const dealerEmailOf = (dataSet: DataSet, dealerId: number) => dealerEmail(dealerId - dataSet.firstDealerId + 1);

export type CheckoutResult = {
  /** The order_confirm answer's status (undefined: not sent, or no answer). */
  confirmStatus: number | undefined;
  orderNumber: string | undefined;
  /** Where the sequence stopped without an answer (a refused or reset connection), if it did. */
  lostAt: string | undefined;
  answers: { call: string; answer: Answer }[];
};

/**
 * One placement: add_item, add_order, order_info, order_confirm. A call that is refused or not
 * answered with its success status ends the sequence (the next one starts over).
 */
export async function checkoutOnce(shopper: Shopper, tally: Tally): Promise<CheckoutResult> {
  const result: CheckoutResult = { confirmStatus: undefined, orderNumber: undefined, lostAt: undefined, answers: [] };
  const token = shopper.token;
  const call = async (name: string, path: string, json: unknown, success: number[]) => {
    const answer = await shopper.connection.request('POST', path, { json, token });
    tally.add(name, answer, success);
    result.answers.push({ call: name, answer });
    if (answer.status === undefined) result.lostAt = name;
    return answer.status !== undefined && success.includes(answer.status) ? answer : undefined;
  };
  const { price } = shopper;
  const item = await call('add_item', routes.addItem.path, { customer_id: shopper.id, dealer_id: price.dealer, price_list_id: price.id, subcategory_id: price.subcategory, quantity: 12.5 }, [201]);
  if (!item) return result;
  const draft = await call('add_order', routes.addOrder.path, { customer_id: shopper.id, dealer_id: price.dealer }, [201]);
  const cartOrderId = draft && parseJson<{ cart_order_id: number }>(draft)?.cart_order_id;
  if (!cartOrderId) return result;
  const info = await call(
    'order_info',
    routes.orderInfo.path,
    orderInfoBody(cartOrderId, { first: 'Fault', last: 'Tester' }, runPickupDate()),
    [201],
  );
  const orderInfoId = info && parseJson<{ order_info_id: number }>(info)?.order_info_id;
  if (!orderInfoId) return result;
  const confirm = await call('order_confirm', routes.orderConfirm.path, { order_info_id: orderInfoId }, [200, 201]);
  const last = result.answers.at(-1)?.answer;
  result.confirmStatus = last?.status;
  if (confirm) result.orderNumber = parseJson<{ order_number: string }>(confirm)?.order_number;
  return result;
}

/**
 * A dealer reading their own price list (GET /dealer_details/get-price/{id}/ names its caller),
 * signed in on a connection of its own.
 */
export async function openDealerReader(baseUrl: string, dataSet: DataSet, dealerId: number) {
  const connection = openConnection(baseUrl);
  const session = await signIn(connection, pathTo(routes.signIn, { utype: 'dealer' }), dealerEmailOf(dataSet, dealerId), dataSet.password);
  return {
    connection,
    readPrices: () => connection.request('GET', pathTo(routes.dealerPrices, { id: dealerId }), { token: session.token }),
  };
}

/** The dealers' side: a session per dealer (signed in once), on a connection of its own. */
export function dealerDesk(baseUrl: string, dataSet: DataSet) {
  const connection = openConnection(baseUrl);
  const tokens = new Map<number, Promise<string>>();
  const tokenOf = (dealerId: number) => {
    let token = tokens.get(dealerId);
    if (!token) {
      token = signIn(connection, pathTo(routes.signIn, { utype: 'dealer' }), dealerEmailOf(dataSet, dealerId), dataSet.password).then((s) => s.token);
      tokens.set(dealerId, token);
    }
    return token;
  };
  return {
    tokenOf,
    connection,
    async accept(dealerId: number, orderNumber: string, via: Connection = connection): Promise<Answer> {
      return via.request('PATCH', pathTo(routes.orderStatus, { orderNumber }), { json: { status: 'Accepted' }, token: await tokenOf(dealerId) });
    },
    /** The weights first (issue 28): every item a little under what was ordered; a new code comes with them. */
    async weigh(dealerId: number, orderNumber: string, subcategoryIds: number[]): Promise<Answer> {
      const items = subcategoryIds.map((id) => ({ subcategory_id: id, weight_kg: doorWeightKg }));
      return connection.request('POST', pathTo(routes.proposeOrderWeights, { orderNumber }), { json: { items }, token: await tokenOf(dealerId) });
    },
    async complete(dealerId: number, request: CompletionRequest, via: Connection = connection): Promise<Answer> {
      const { orderNumber, ...body } = request;
      return via.request('POST', pathTo(routes.orderComplete, { orderNumber }), { json: body, token: await tokenOf(dealerId) });
    },
    close: () => connection.close(),
  };
}

const doorWeightKg = '11.75';

export type CompletionRequest = {
  orderNumber: string;
  code: string;
  weights_version: number;
  payment_method: 'cash';
  completion_key: string;
};

/** The weights the customer saw (their version) completed with the code, paid in cash, with a key of its own. */
export function completionRequest(orderNumber: string, code: string, weightsVersion: number): CompletionRequest {
  return {
    orderNumber,
    code,
    weights_version: weightsVersion,
    payment_method: 'cash',
    completion_key: `faults-${randomUUID()}`,
  };
}
