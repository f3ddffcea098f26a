import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { cartOrders, users } from '../../platform/db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { createPincodeDirectory } from '../../platform/places/pincode-directory.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { generateDataSet, type DataSet } from './data-set.ts';

let database: Database;
let drop: () => Promise<void>;
let dataSet: DataSet;
let foreignKeysBefore: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row?.n);
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  foreignKeysBefore = await count(sql`select count(*) as n from pg_constraint where contype = 'f'`);
  dataSet = await generateDataSet(database.db, 0.01);
});
afterAll(() => drop());

describe('the bench data set at scale 0.01', () => {
  it('has the size the scale says: 20 dealers, 5 pincodes, 200 prices, 200 customers, 2,000 orders', () => {
    expect(dataSet.size).toEqual({ dealers: 20, pincodes: 5, customers: 200, orders: 2000 });
    expect(dataSet.counts).toMatchObject({
      categories: 8,
      subcategories: 40,
      pincodes: 5,
      dealers: 20,
      dealerAreas: 40,
      prices: 200,
      customers: 200,
      addresses: 200,
      orders: 2000,
    });
    expect(dataSet.counts.orderItems).toBeGreaterThanOrEqual(2000);
    expect(dataSet.counts.orderItems).toBeLessThanOrEqual(6000);
  });

  it('stores exactly the counts it claims', async () => {
    const stored = {
      categories: await count(sql`select count(*) as n from categories`),
      subcategories: await count(sql`select count(*) as n from subcategories`),
      pincodes: await count(sql`select count(distinct pincode) as n from dealer_pincodes`),
      dealers: await count(sql`select count(*) as n from users where account_category = 'dealer'`),
      dealerAreas: await count(sql`select count(*) as n from dealer_pincodes`),
      prices: await count(sql`select count(*) as n from prices`),
      customers: await count(sql`select count(*) as n from users where account_category = 'customer'`),
      addresses: await count(sql`select count(*) as n from customer_addresses`),
      orders: await count(sql`select count(*) as n from orders`),
      orderItems: await count(sql`select count(*) as n from order_items`),
    };
    expect(stored).toEqual(dataSet.counts);
    expect(await count(sql`select count(*) as n from dealer_profiles`)).toBe(20);
    expect(await count(sql`select count(*) as n from cart_orders`)).toBe(2000);
    expect(await count(sql`select count(*) as n from order_infos`)).toBe(2000);
  });

  it('uses real pincodes of the directory, 282001 first, with the area the lookup answers', async () => {
    expect(dataSet.pincodes[0]).toBe('282001');
    const directory = createPincodeDirectory();
    const areas = await rows<{ pincode: string; state: string; city: string; area: string }>(
      sql`select distinct pincode, state, city, area from dealer_pincodes order by pincode`,
    );
    expect(areas.map((a) => a.pincode)).toEqual([...dataSet.pincodes].sort());
    for (const area of areas) {
      const [first] = await directory.lookup(area.pincode);
      expect(first, area.pincode).toMatchObject({ state: area.state, district: area.city, name: area.area });
    }
  });

  it('prices only in pincodes the dealer serves, for bookable dealers with a profile', async () => {
    expect(
      await count(sql`select count(*) as n from prices p
        where not exists (select 1 from dealer_pincodes dp where dp.dealer_id = p.dealer_id and dp.pincode = p.pincode)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from users where account_category = 'dealer' and not (is_verified and is_active)`)).toBe(0);
    expect(await count(sql`select count(*) as n from users u where account_category = 'dealer' and not exists (select 1 from dealer_profiles where user_id = u.id)`)).toBe(0);
    // About 8 dealers and 40 prices in each pincode.
    expect(await count(sql`select count(*) as n from prices where pincode = '282001'`)).toBe(40);
  });

  it('gives every order its draft, pickup details and items, priced by its dealer in its pincode', async () => {
    expect(
      await count(sql`select count(*) as n from orders o
        join cart_orders c on c.id = o.cart_order_id
        join order_infos i on i.id = o.order_info_id and i.cart_order_id = c.id
        where c.customer_id = o.customer_id and c.dealer_id = o.dealer_id and c.pincode = o.pincode
          and c.total_items = o.total_items and c.total_amount = o.total_amount`),
    ).toBe(2000);
    expect(
      await count(sql`select count(*) as n from orders o
        left join (select cart_order_id, count(*) as items, sum(total_price) as amount from order_items group by 1) i on i.cart_order_id = o.cart_order_id
        where i.items is null or i.items <> o.total_items or i.amount <> o.total_amount`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from order_items it
        join orders o on o.cart_order_id = it.cart_order_id
        join prices p on p.id = it.price_id
        where it.dealer_id <> o.dealer_id or it.pincode <> o.pincode or p.dealer_id <> o.dealer_id or p.pincode <> o.pincode
           or it.unit_price <> p.price_per_kg or it.total_price <> round(it.quantity * it.unit_price, 2)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from orders o
        where not exists (select 1 from dealer_pincodes dp where dp.dealer_id = o.dealer_id and dp.pincode = o.pincode)
           or not exists (select 1 from customer_addresses a where a.user_id = o.customer_id and a.pincode = o.pincode)`),
    ).toBe(0);
  });

  it('spreads orders over two years and names the busiest dealer and customer rightly', async () => {
    const [span] = await rows<{ days: number }>(sql`select extract(day from max(created_at) - min(created_at))::int as days from orders`);
    expect(span?.days).toBeGreaterThan(600);
    expect(await count(sql`select count(*) as n from orders where dealer_id = ${dataSet.busiestDealer.id}`)).toBe(dataSet.busiestDealer.orders);
    expect(await count(sql`select count(*) as n from orders where customer_id = ${dataSet.busiestCustomer.id}`)).toBe(dataSet.busiestCustomer.orders);
    expect(dataSet.busiestDealer.orders).toBe(await count(sql`select max(n) as n from (select count(*) as n from orders group by dealer_id) t`));
  });

  it('gives every account the one known password, hashed once', async () => {
    expect(await count(sql`select count(distinct password_hash) as n from users`)).toBe(1);
    const [row] = await rows<{ hash: string }>(sql`select password_hash as hash from users where lower(email) = ${dataSet.busiestDealer.email}`);
    expect(await verifyPassword(row?.hash ?? '', dataSet.password)).toBe(true);
  });

  it('leaves the schema as it found it: foreign keys back, ids continuing after its rows', async () => {
    expect(await count(sql`select count(*) as n from pg_constraint where contype = 'f'`)).toBe(foreignKeysBefore);
    const [customer] = await database.db
      .insert(users)
      .values({ email: 'after@bench.example', username: 'After', mobileNumber: '9000000000', passwordHash: 'x', accountCategory: 'customer', accountType: 'Personal', role: 'House' })
      .returning({ id: users.id });
    expect(customer?.id).toBe(221);
    const [draft] = await database.db
      .insert(cartOrders)
      .values({ customerId: customer?.id ?? 0, dealerId: dataSet.busiestDealer.id, pincode: '282001', totalItems: 1, totalAmount: '10' })
      .returning({ id: cartOrders.id });
    expect(draft?.id).toBe(2001);
  });
});
