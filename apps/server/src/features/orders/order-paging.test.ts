import { desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { newCustomer, placeOrder, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { nextPageLink, pageThrough } from '../../../test/paging-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { encodeCursor, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { createOrderListsRepo } from './order-lists.repo.ts';

let t: TestApp;
let kabadi: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kabadi = await signInDemo(t.app, 'kabadi');
});
afterAll(async () => {
  await t.close();
});

/** The rows of a raw query (both drivers answer `{ rows }`; the shared Db type does not say so). */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as { rows: Row[] }).rows;
}

async function newDealer(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  return signIn(t.app, 'dealer', form.email);
}

type Side = 'customer' | 'dealer';
const listUrl = (side: Side, id: number) => `/api/${side}/confirm_orders/${id}/`;

/**
 * Stores `count` orders of a customer with a dealer in one statement (the checkout's own rows:
 * draft, pickup details, order). `createdAt`: all at the same instant (ties broken by id), a
 * microsecond apart inside one millisecond (a key cut to milliseconds would lose them), or a
 * minute apart going back in time. Answers the ids, oldest first.
 */
async function insertOrders(count: number, owner: { customerId: number; dealerId: number }, createdAt: 'same' | 'microseconds' | 'minutes') {
  const at = {
    same: sql`now()`,
    microseconds: sql`date_trunc('milliseconds', now()) + (row_number() over (order by infos.id)) * interval '1 microsecond'`,
    minutes: sql`now() - (row_number() over (order by infos.id desc)) * interval '1 minute'`,
  }[createdAt];
  const rows = await rowsOf<{ id: number }>(sql`
    with carts as (
      insert into cart_orders (customer_id, dealer_id, pincode, total_items, total_amount)
      select ${owner.customerId}, ${owner.dealerId}, '282001', 1, 10 from generate_series(1, ${count})
      returning id
    ), infos as (
      insert into order_infos (cart_order_id, first_name, last_name, email, phone_number, address_line_1, address_line_2, city, state, country, pickup_date, pickup_time)
      select id, 'Asha', 'Sharma', 'asha@example.in', '9876543210', 'Flat 4', 'MG Road', 'Agra', 'Uttar Pradesh', 'India', current_date + 1, '8am - 1pm' from carts
      returning id, cart_order_id
    )
    insert into orders (cart_order_id, order_info_id, customer_id, dealer_id, pincode, status, total_items, total_amount, pickup_date, pickup_time, created_at)
    select cart_order_id, infos.id, ${owner.customerId}, ${owner.dealerId}, '282001', 'New', 1, 10, current_date + 1, '8am - 1pm', ${at} from infos
    returning id`);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The ids of a party's orders as the lists promise them: newest first, ties by id. */
async function idsNewestFirst(side: Side, id: number): Promise<number[]> {
  const column = side === 'customer' ? sql.raw('customer_id') : sql.raw('dealer_id');
  const rows = await rowsOf<{ id: number }>(sql`select id from orders where ${column} = ${id} order by created_at desc, id desc`);
  return rows.map((row) => Number(row.id));
}

function getList(who: AuthRecord, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(who) });
}

/** The ids of every page of a list, following its Link headers (see test/paging-helpers.ts). */
async function pageIds(who: AuthRecord, firstUrl: string, between?: () => Promise<unknown>): Promise<number[][]> {
  const pages = await pageThrough<Order>(t.app, who, firstUrl, between);
  return pages.map((page) => page.map((order) => order.id));
}

describe('paged order lists', () => {
  it('return every order of the customer exactly once across pages while new orders are placed between fetches', async () => {
    const customer = await newCustomer(t);
    const owner = { customerId: customer.id, dealerId: kabadi.id };
    // Ties (one instant), then a microsecond apart in one millisecond: the hard cases for a cursor.
    await insertOrders(4, owner, 'same');
    await insertOrders(4, owner, 'microseconds');
    const before = await idsNewestFirst('customer', customer.id);
    expect(before).toHaveLength(8);

    const entries = await pricesOf(t.app, '282001', kabadi);
    let placed = 0;
    const pages = await pageIds(customer, `${listUrl('customer', customer.id)}?page_size=3`, async () => {
      await placeOrder(t.app, customer, entries.slice(placed % entries.length, (placed % entries.length) + 1));
      placed += 1;
    });

    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    expect(pages.flat()).toEqual(before);
    // The new orders went in at the front; the next visit's first page starts with them.
    expect(placed).toBe(2);
    const now = await idsNewestFirst('customer', customer.id);
    expect(now.slice(2)).toEqual(before);
  });

  it("return every order of the dealer exactly once, and no Link on a full last page, while others' orders arrive", async () => {
    const dealer = await newDealer();
    const customer = await newCustomer(t);
    const owner = { customerId: customer.id, dealerId: dealer.id };
    await insertOrders(3, owner, 'same');
    await insertOrders(3, owner, 'microseconds');
    const before = await idsNewestFirst('dealer', dealer.id);

    const pages = await pageIds(dealer, `${listUrl('dealer', dealer.id)}?page_size=3`, () => insertOrders(2, owner, 'same'));

    expect(pages).toEqual([before.slice(0, 3), before.slice(3, 6)]);
    expect(await idsNewestFirst('dealer', dealer.id)).toHaveLength(8);
  });

  it('answers the spec client (no query) a bare list of the newest limits.pageSizeDefault orders, with a Link to the rest', async () => {
    const dealer = await newDealer();
    const customer = await newCustomer(t);
    const count = limits.pageSizeDefault + 5;
    await insertOrders(count, { customerId: customer.id, dealerId: dealer.id }, 'minutes');
    const all = await idsNewestFirst('dealer', dealer.id);

    const first = await getList(dealer, listUrl('dealer', dealer.id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json() as Order[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((order) => order.id)).toEqual(all.slice(0, limits.pageSizeDefault));
    expect(body[0]).toMatchObject({ status: 'New', total_amount: '10.00', customer: { name: 'Asha Sharma' } });

    const next = nextPageLink(first);
    expect(next).toMatch(new RegExp(`^${listUrl('dealer', dealer.id)}\\?cursor=[A-Za-z0-9_-]+$`));
    const rest = await getList(dealer, next ?? '');
    expect((rest.json() as Order[]).map((order) => order.id)).toEqual(all.slice(limits.pageSizeDefault));
    expect(rest.headers.link).toBeUndefined();

    // The customer's list is paged the same way.
    const customerPages = await pageIds(customer, listUrl('customer', customer.id));
    expect(customerPages.map((page) => page.length)).toEqual([limits.pageSizeDefault, 5]);
  });

  it('answers a short list whole, with no Link', async () => {
    const customer = await newCustomer(t);
    await insertOrders(2, { customerId: customer.id, dealerId: kabadi.id }, 'same');
    const res = await getList(customer, listUrl('customer', customer.id));
    expect(res.json()).toHaveLength(2);
    expect(res.headers.link).toBeUndefined();
    const empty = await newCustomer(t);
    const none = await getList(empty, listUrl('customer', empty.id));
    expect(none.json()).toEqual([]);
    expect(none.headers.link).toBeUndefined();
  });

  it.each([
    ['a cursor that is not ours', 'not-a-cursor'],
    ['a cursor of another shape', encodeCursor({ id: 5 })],
    ['a cursor with characters outside base64url', 'abc%2B%2F'],
  ])('refuses %s with 400 and the catalogue message', async (_, cursor) => {
    const res = await getList(kabadi, `${listUrl('dealer', kabadi.id)}?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: messages.general.cursorInvalid, fields: { cursor: [messages.general.cursorInvalid] } });
  });

  it.each(['0', String(limits.pageSizeMax + 1), 'ten'])('refuses page_size=%s with 400 rather than answering another size', async (pageSize) => {
    const res = await getList(kabadi, `${listUrl('dealer', kabadi.id)}?page_size=${pageSize}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { page_size: [messages.general.pageSizeInvalid] } });
  });

  it("still refuses another's list (403), whatever the page asked for", async () => {
    const owner = await newCustomer(t);
    const intruder = await newCustomer(t);
    const cursor = encodeCursor(['2026-11-19T10:15:00.123456Z', 1]);
    expect((await getList(intruder, `${listUrl('customer', owner.id)}?page_size=1&cursor=${cursor}`)).statusCode).toBe(403);
    const collector = await signInDemo(t.app, 'collector');
    expect((await getList(collector, `${listUrl('dealer', kabadi.id)}?page_size=1`)).statusCode).toBe(403);
  });
});

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

/** The plan PostgreSQL chooses for a query (EXPLAIN, not run). */
async function planOf(query: SQLWrapper): Promise<PlanNode> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${query}`);
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return parsed[0].Plan;
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The nodes that read the page's rows, without the subqueries run for each of them. */
function pageNodesOf(plan: PlanNode): PlanNode[] {
  const perRow = new Set(['SubPlan', 'InitPlan']);
  return [plan, ...(plan.Plans ?? []).filter((child) => !perRow.has(child['Parent Relationship'] ?? '')).flatMap(pageNodesOf)];
}

describe('the query plan of a page', () => {
  it('reads a page of a dealer with 10,000 orders from the index, without sorting them (PostgreSQL and the embedded engine)', async () => {
    const dealer = await newDealer();
    const customer = await newCustomer(t);
    const ids = await insertOrders(10_000, { customerId: customer.id, dealerId: dealer.id }, 'minutes');
    expect(ids).toHaveLength(10_000);
    await t.database.db.execute(sql`analyze orders`);
    const repo = createOrderListsRepo(t.database.db);

    // A page deep in the list: its key as the list would hand it out.
    const [key] = await t.database.db
      .select({ at: timeIdKeyAt(orders.createdAt), id: orders.id })
      .from(orders)
      .where(eq(orders.dealerId, dealer.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(5000)
      .limit(1);
    if (!key) throw new Error('no middle order');
    const page = { pageSize: limits.pageSizeDefault };

    const cases = [
      { by: { dealerId: dealer.id }, index: 'orders_dealer_newest_idx', after: undefined },
      { by: { dealerId: dealer.id }, index: 'orders_dealer_newest_idx', after: [key.at, key.id] as TimeIdKey },
      { by: { customerId: customer.id }, index: 'orders_customer_newest_idx', after: undefined },
    ];
    for (const { by, index, after } of cases) {
      const plan = await planOf(repo.orderPageQuery(by, { ...page, after }));
      const nodes = pageNodesOf(plan);
      const types = nodes.map((node) => node['Node Type']);
      expect(types.filter((type) => type.includes('Sort')), JSON.stringify(types)).toEqual([]);
      // The page's rows are a range of the index with the limit right above it (numbered on the
      // way up); the page's JSON is built above the limit, from its rows only.
      const limit = nodes.find((node) => node['Node Type'] === 'Limit');
      const paged = limit ? nodesOf(limit) : [];
      const scan = paged.find((node) => node['Index Name'] === index);
      expect(paged.map((node) => node['Node Type']), JSON.stringify(nodes)).toEqual(['Limit', 'WindowAgg', scan?.['Node Type']]);
      expect(scan?.['Node Type'], JSON.stringify(nodes)).toMatch(/^Index (Only )?Scan$/);
      // The cursor is a range of the index (where the scan starts), not a filter over the rows before it.
      if (after) expect(scan?.['Index Cond']).toMatch(/created_at/);
      // Each order's pickup details and parties are found by key, never by reading their tables
      // (a sort in a subquery orders one order's few items).
      const lookups = nodesOf(plan).filter((node) => ['order_infos', 'users'].includes(node['Relation Name'] ?? ''));
      expect(lookups.map((node) => node['Node Type'])).toEqual(['Index Scan', 'Index Scan', 'Index Scan']);
    }
  });
});
