import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { describeCounts, sleep, waitForHealth, watchHealth, type FaultContext } from './context.ts';
import { Tally } from './http-client.ts';
import { checkOrdersStored, databaseName } from './orders-in-database.ts';
import { ScenarioRecord, secondsText, type ScenarioResult } from './report.ts';
import { checkoutOnce, closeAll, openDealerReader, prepareShoppers } from './shop.ts';

const customers = 10;
const readers = 3;
const restarts = 2;
/** Load before the first restart, between the restarts, and after the last. */
const loadBeforeMs = 3000;
const loadBetweenMs = 3000;
const loadAfterMs = 3000;
const recoveryLimitMs = 10_000;

/**
 * Scenario 1: PostgreSQL restarted (fast: connections end with 57P01) twice while 10 customers
 * check out in a loop and 3 readers read price lists. The server must live through it, answer
 * 503 rather than 500 while the database is away, be healthy again within 10 s, and every
 * order it confirmed must be stored exactly once.
 */
export async function restartPostgresUnderLoad(ctx: FaultContext): Promise<ScenarioResult> {
  const record = new ScenarioRecord('1. PostgreSQL restarted twice under load');
  const server = await ctx.startServer('server (scenario 1)');
  try {
    let exited = false;
    void server.current.exited.then(() => (exited = true));
    const shoppers = await prepareShoppers(server.baseUrl, ctx.dataSet, 0, customers);
    const tally = new Tally();
    const confirmed: string[] = [];
    let placed = 0;
    let repeated = 0;
    let running = true;
    /** When each write (add_item 201) was sent: the first after a restart says when checkout works again. */
    const writesSentAt: number[] = [];

    const shopperLoops = shoppers.map(async (shopper) => {
      while (running && !exited) {
        const result = await checkoutOnce(shopper, tally);
        const first = result.answers[0]?.answer;
        if (first?.status === 201) writesSentAt.push(first.sentAt);
        if (result.orderNumber) confirmed.push(result.orderNumber);
        if (result.confirmStatus === 201) placed += 1;
        if (result.confirmStatus === 200) repeated += 1;
        // A refused call is retried with the next placement, not in a tight loop.
        if (result.confirmStatus === undefined) await sleep(50);
      }
    });
    const pincodes = [...new Set(shoppers.map((s) => s.pincode))];
    const dealerIds = [...new Set(shoppers.map((s) => s.price.dealer))];
    const dealerReaders = await Promise.all(Array.from({ length: readers }, (_, r) => openDealerReader(server.baseUrl, ctx.dataSet, dealerIds[r % dealerIds.length] ?? 0)));
    const readerLoops = dealerReaders.map(async (reader, r) => {
      let i = r;
      try {
        while (running && !exited) {
          i += 1;
          const search = await reader.connection.request('GET', pathTo(routes.searchSubcategory, { pincode: pincodes[i % pincodes.length] ?? '282001' }));
          tally.add('search-subcategory', search, [302]);
          const prices = await reader.readPrices();
          tally.add('get-price', prices, [200]);
          if (search.status === undefined || prices.status === undefined) await sleep(50);
        }
      } finally {
        reader.connection.close();
      }
    });

    await sleep(loadBeforeMs);
    const recoveries: number[] = [];
    const restartEnds: number[] = [];
    for (let n = 1; n <= restarts; n += 1) {
      const health = watchHealth(server.baseUrl);
      const before = performance.now();
      await ctx.cluster.restart();
      const end = performance.now();
      restartEnds.push(end);
      const recovery = await health.recovery(end, 30_000, () => exited);
      recoveries.push(recovery.ms);
      record.figure(
        `restart ${n}`,
        `pg_ctl restart -m fast took ${secondsText(end - before)} (/health meanwhile: ${describeCounts(recovery.during)}); ` +
          `/health 200 again ${Number.isFinite(recovery.ms) ? secondsText(recovery.ms) : 'never'} after it returned (/health until then: ${describeCounts(recovery.after)})`,
      );
      if (exited) break;
      await sleep(n < restarts ? loadBetweenMs : loadAfterMs);
    }
    running = false;
    await Promise.all([...shopperLoops, ...readerLoops]);
    closeAll(shoppers);

    for (const [n, end] of restartEnds.entries()) {
      const firstWrite = writesSentAt.filter((at) => at >= end).sort((a, b) => a - b)[0];
      record.figure(`restart ${n + 1}: first add_item 201 sent`, firstWrite === undefined ? 'none after it' : `${secondsText(firstWrite - end)} after pg_ctl returned`);
    }
    for (const line of tally.lines()) record.figure('answers', line);
    record.figure('orders', `${placed} placed (201), ${repeated} answered 'already placed' (200)`);
    const stored = await checkOrdersStored(ctx.cluster, databaseName(ctx.databaseUrl), confirmed);
    record.figure('orders confirmed / found in the table', `${stored.confirmed} / ${stored.found}`);

    const afterwards = await waitForHealth(server.baseUrl, 5000);
    record.check('the server process is alive afterwards', !exited && afterwards.healthy, exited ? 'it exited' : afterwards.healthy ? '/health 200' : '/health not 200');
    record.check(
      `/health answered 200 within ${recoveryLimitMs / 1000} s of each restart's end`,
      recoveries.every((ms) => ms <= recoveryLimitMs),
      recoveries.map((ms) => (Number.isFinite(ms) ? secondsText(ms) : 'never')).join(', '),
    );
    record.check(
      'every confirmed order is in the orders table exactly once',
      stored.missing.length === 0 && stored.repeated.length === 0 && stored.confirmed > 0,
      `${stored.confirmed} confirmed, ${stored.missing.length} missing${stored.missing.length ? ` (${stored.missing.slice(0, 5).join(', ')})` : ''}, ${stored.repeated.length} more than once`,
    );
    const fiveHundreds = tally.count((status) => status === '500');
    const otherServerErrors = tally.count((status) => /^5\d\d$/.test(status) && status !== '500');
    record.check('no answer was a 500', fiveHundreds === 0, `${fiveHundreds} answers 500, ${otherServerErrors} other 5xx besides 503`);
    if (exited) record.figure('the server died; its last output', server.current.lastLines().slice(-15).join('\n      '));
    const problems = server.current.problems();
    if (problems.count > 0) record.figure('server log (warnings and errors)', `${problems.count}; first: ${problems.first.slice(0, 3).join(' | ').slice(0, 300)}`);
  } catch (error) {
    record.crashed(error);
  } finally {
    await server.stop();
  }
  return record.result();
}
