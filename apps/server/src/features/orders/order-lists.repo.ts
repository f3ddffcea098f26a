import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

/**
 * The order lists' JSON written by PostgreSQL itself, byte for byte what the route's response
 * schema (ZOrderListResponse through fast-json-stringify) would write: keys in the schema's
 * order, no spaces, strings escaped by to_json (the same escapes as JSON.stringify), numerics
 * as their text. Not json_build_object or json_agg: they put spaces after ':' and ','. Each
 * value is one piece of a single concat(), which skips NULLs: an optional member is a piece
 * that is NULL when absent.
 */
type JsonMember = readonly [name: string, value: SQL, presence?: 'optional'];

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

const jsonString = (value: SQL) => sql`to_json((${value})::text)::text`;
const jsonNumber = (value: SQL) => sql`(${value})::text`;
const jsonBoolean = (value: SQL) => sql`case when ${value} then 'true' else 'false' end`;

function jsonObject(members: readonly JsonMember[]): SQL {
  const pieces = members.map(([name, value, presence], i) => {
    const key = literal(`${i === 0 ? '{' : ','}${JSON.stringify(name)}:`);
    if (presence !== 'optional') return sql`${key}, ${value}`;
    if (i === 0) throw new Error('an optional member cannot come first');
    return sql`${key} || (${value})`;
  });
  return sql`concat(${sql.join(pieces, sql`, `)}, '}')`;
}

/** A JSON array of the rows of `from` in `orderBy`, `[]` for none (concat drops string_agg's NULL). */
const jsonArray = (element: SQL, from: SQL, orderBy: SQL) => sql`(select concat('[', string_agg(${element}, ',' order by ${orderBy}), ']') ${from})`;

/** An instant as Date.toISOString writes it: UTC, milliseconds cut (not rounded), as node's Date does. */
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const itemJson = jsonObject([
  ['subcategory_id', jsonNumber(sql`item.subcategory_id`)],
  ['subcategory_name', jsonString(sql`item.subcategory_name`)],
  ['quantity', jsonString(sql`item.quantity`)],
  ['unit', jsonString(sql`item.unit`)],
  ['unit_price', jsonString(sql`item.unit_price`)],
  ['total_price', jsonString(sql`item.total_price`)],
]);

const weighedJson = jsonObject([
  ['subcategory_name', jsonString(sql`weighed.subcategory_name`)],
  ['unit', jsonString(sql`weighed.unit`)],
  ['unit_price', jsonString(sql`weighed.unit_price`)],
  ['weight_kg', jsonString(sql`weighed.weight_kg`)],
  ['amount', jsonString(sql`weighed.amount`)],
  ['added_at_door', jsonBoolean(sql`weighed.added_at_door`)],
]);

/** Issue 16: on a Completed order only, what was weighed at the door and paid. */
const completionJson = jsonObject([
  ['completed_at', jsonString(isoInstant(sql`o.completed_at`))],
  ['total_amount', jsonString(sql`coalesce(o.paid_amount::text, '0.00')`)],
  ['payment_method', jsonString(sql`case when o.payment_method = 'upi' then 'upi' else 'cash' end`)],
  ['items', jsonArray(weighedJson, sql`from order_pickup_items weighed where weighed.order_id = o.id`, sql`weighed.position, weighed.id`)],
]);

/** Issue 28: what is to be followed up on a pickup (ZOrderFollowUp), when anything is. */
const followUpJson = jsonObject([
  ['answer_overdue', jsonBoolean(sql`o.answer_overdue_at is not null`)],
  ['no_show_reported', jsonBoolean(sql`o.no_show_reported_at is not null`)],
  [
    'reschedule',
    sql`case when o.reschedule_proposed_by is not null then ${jsonObject([
      ['proposed_by', jsonString(sql`o.reschedule_proposed_by`)],
      ['pickup_date', jsonString(sql`o.reschedule_date`)],
      ['pickup_time', jsonString(sql`o.reschedule_time`)],
      ['reason', jsonString(sql`coalesce(o.reschedule_reason, '')`)],
    ])} end`,
    'optional',
  ],
]);
const hasFollowUp = sql`(o.answer_overdue_at is not null or o.no_show_reported_at is not null or o.reschedule_proposed_by is not null)`;

const orderJson = jsonObject([
  ['id', jsonNumber(sql`o.id`)],
  ['order_number', jsonString(sql`o.order_number`)],
  ['created_at', jsonString(isoInstant(sql`o.created_at`))],
  ['total_cart_items', jsonNumber(sql`o.total_items`)],
  ['total_amount', jsonString(sql`o.total_amount`)],
  ['status', jsonString(sql`o.status`)],
  ['pincode', jsonString(sql`o.pincode`)],
  ['pickup_date', jsonString(sql`o.pickup_date`)],
  ['pickup_time', jsonString(sql`o.pickup_time`)],
  ['items', jsonArray(itemJson, sql`from order_items item where item.cart_order_id = o.cart_order_id`, sql`item.id`)],
  [
    'dealer',
    sql`(select ${jsonObject([
      ['id', jsonNumber(sql`dealer.id`)],
      ['KT_ID', jsonString(sql`dealer.kt_id`)],
      ['name', jsonString(sql`dealer.username`)],
      ['mobile', jsonString(sql`dealer.mobile_number`)],
    ])} from users dealer where dealer.id = o.dealer_id)`,
  ],
  [
    'customer',
    sql`(select ${jsonObject([
      ['id', jsonNumber(sql`o.customer_id`)],
      ['KT_ID', jsonString(sql`(select customer.kt_id from users customer where customer.id = o.customer_id)`)],
      ['name', jsonString(sql`info.first_name || ' ' || info.last_name`)],
      ['phone_number', jsonString(sql`info.phone_number`)],
      ['email', jsonString(sql`info.email`)],
      // The address lines that are not empty, as the spec's client joined them.
      ['address', jsonString(sql`concat_ws(', ', nullif(info.address_line_1, ''), nullif(info.address_line_2, ''))`)],
      ['city', jsonString(sql`info.city`)],
      ['state', jsonString(sql`info.state`)],
    ])} from order_infos info where info.id = o.order_info_id)`,
  ],
  // Last, as the response serialiser writes an optional member after the required ones.
  ['completion', sql`case when o.status = 'Completed' and o.completed_at is not null then ${completionJson} end`, 'optional'],
  ['follow_up', sql`case when ${hasFollowUp} then ${followUpJson} end`, 'optional'],
]);

/** Whose orders a list shows. */
export type OrderListOwner = { customerId: number } | { dealerId: number };

/** One page of an order list as it leaves the server. */
export type OrderPage = {
  /** The JSON array of the page's orders, sent as it is. */
  body: string;
  /** The key of the page's last order when more follow (the next page starts after it). */
  nextKey: TimeIdKey | undefined;
  /** Every account whose row the page shows (the dealers' names and numbers, the KT_IDs). */
  partyIds: number[];
};

type PageRequest = { pageSize: number; after: TimeIdKey | undefined };
type Side = 'customer' | 'dealer';
/** What a page query is given: numbers and the key's parts, or placeholders for them in a prepared query. */
type PageValues = { party: unknown; pageSize: unknown; limit: unknown; after: { at: unknown; id: unknown } | undefined };

/**
 * One query for a page of `pageSize` orders of a customer or a dealer, newest first, after the
 * key `after`. The innermost select reads `pageSize + 1` rows as a range of
 * orders_customer_newest_idx or orders_dealer_newest_idx (no sort of the party's orders, however
 * many; the extra row says a next page exists), numbering them as it goes. Above it, each order
 * finds its pickup details, parties, items and weighed items by their keys in subqueries, never
 * joins: a join lets the planner scan or hash a whole table when it misjudges its size (the
 * embedded engine has no autovacuum to keep its statistics). One aggregate writes the page's
 * JSON, the next page's key and the accounts shown.
 */
function pageQuery(db: Db, side: Side, v: PageValues) {
  const owner = side === 'customer' ? orders.customerId : orders.dealerId;
  // afterTimeIdKey's condition, with values that may be placeholders.
  const after = v.after ? sql` and (${orders.createdAt}, ${orders.id}) < (${v.after.at}::timestamptz, ${v.after.id})` : sql``;
  const shown = sql`o.n <= ${v.pageSize}`;
  const hasMore = sql`count(*) > ${v.pageSize}`;
  const last = sql`o.n = ${v.pageSize}`;
  return db
    .select({
      body: sql<string>`concat('[', string_agg(${orderJson}, ',' order by o.created_at desc, o.id desc) filter (where ${shown}), ']')`,
      nextAt: sql<string | null>`case when ${hasMore} then max(o.key_at) filter (where ${last}) end`,
      nextId: sql<number | null>`case when ${hasMore} then max(o.id) filter (where ${last}) end`,
      partyIds: sql<string | null>`string_agg(distinct o.customer_id || ',' || o.dealer_id, ',') filter (where ${shown})`,
    })
    .from(sql`(
        select ${orders}.*, ${timeIdKeyAt(orders.createdAt)} as key_at,
          row_number() over (order by ${orders.createdAt} desc, ${orders.id} desc) as n
        from ${orders}
        where ${owner} = ${v.party}${after}
        order by ${orders.createdAt} desc, ${orders.id} desc
        limit ${v.limit}
      ) o`);
}

export function createOrderListsRepo(db: Db) {
  const placeholders = (after: boolean): PageValues => ({
    party: sql.placeholder('party'),
    pageSize: sql.placeholder('pageSize'),
    limit: sql.placeholder('limit'),
    after: after ? { at: sql.placeholder('afterAt'), id: sql.placeholder('afterId') } : undefined,
  });
  const prepare = (side: Side, after: boolean) => pageQuery(db, side, placeholders(after)).prepare(`order_page_${side}${after ? '_after' : ''}`);
  // Planned once per connection, not per request: planning costs about as much as running it.
  const prepared = {
    customer: { first: prepare('customer', false), after: prepare('customer', true) },
    dealer: { first: prepare('dealer', false), after: prepare('dealer', true) },
  };
  const sideOf = (by: OrderListOwner): [Side, number] => ('customerId' in by ? ['customer', by.customerId] : ['dealer', by.dealerId]);

  return {
    /** The page query with its values written in (to read its plan). */
    orderPageQuery(by: OrderListOwner, page: PageRequest) {
      const [side, party] = sideOf(by);
      const after = page.after && { at: page.after[0], id: page.after[1] };
      return pageQuery(db, side, { party, pageSize: page.pageSize, limit: page.pageSize + 1, after });
    },

    async readOrderPage(by: OrderListOwner, page: PageRequest): Promise<OrderPage> {
      const [side, party] = sideOf(by);
      const values = { party, pageSize: page.pageSize, limit: page.pageSize + 1 };
      const [row] = page.after
        ? await prepared[side].after.execute({ ...values, afterAt: page.after[0], afterId: page.after[1] })
        : await prepared[side].first.execute(values);
      if (!row) throw new Error('the order page query answered no row');
      return {
        body: row.body,
        nextKey: row.nextAt === null || row.nextId === null ? undefined : [row.nextAt, Number(row.nextId)],
        partyIds: [...new Set((row.partyIds ?? '').split(',').filter(Boolean).map(Number))],
      };
    },
  };
}
export type OrderListsRepo = ReturnType<typeof createOrderListsRepo>;
