import type { Cluster } from './cluster.ts';

/** How often each order number occurs in the orders table (read straight from the cluster). */
export async function countOrders(cluster: Cluster, database: string, orderNumbers: readonly string[]): Promise<Map<string, number>> {
  const rows = await cluster.query<{ order_number: string; n: number }>(
    'select order_number, count(*)::int as n from orders where order_number = any($1::text[]) group by order_number',
    [[...new Set(orderNumbers)]],
    database,
  );
  return new Map(rows.map((row) => [row.order_number, row.n]));
}

/** The confirmed orders missing from the table, and those found more than once. */
export async function checkOrdersStored(cluster: Cluster, database: string, orderNumbers: readonly string[]) {
  const counts = await countOrders(cluster, database, orderNumbers);
  const unique = [...new Set(orderNumbers)];
  const missing = unique.filter((n) => !counts.has(n));
  const repeated = unique.filter((n) => (counts.get(n) ?? 0) > 1);
  return { confirmed: unique.length, found: unique.length - missing.length, missing, repeated };
}

export const databaseName = (url: string) => new URL(url).pathname.slice(1);
