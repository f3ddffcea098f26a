import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { describeCounts, sleep, type FaultContext } from './context.ts';
import { openConnection, Tally, type Answer } from './http-client.ts';
import { ScenarioRecord, secondsText, type ScenarioResult } from './report.ts';
import { checkoutOnce, closeAll, openDealerReader, prepareShoppers, type Shopper } from './shop.ts';

const signInConnections = 6;
const checkoutConnections = 8;
const readerConnections = 6;
const loadBeforeSignalMs = 3000;
/** main.ts exits with 1 when closing takes longer than this. */
const drainTimeoutMs = 10_000;

type Sent = { call: string; answer: Answer; success: number[] };

/**
 * Scenario 4: SIGTERM while 20 connections send sign-ins (argon2, about 70 ms each), checkouts
 * and price reads. Every request sent before the signal must complete with its normal status;
 * the process must exit with code 0 within its drain timeout. Requests sent after the signal
 * may be refused: counted, not judged.
 */
export async function sigtermUnderLoad(ctx: FaultContext): Promise<ScenarioResult> {
  const record = new ScenarioRecord('4. SIGTERM during load');
  const server = await ctx.startServer('server (scenario 4)');
  const shoppers: Shopper[] = [];
  try {
    shoppers.push(...(await prepareShoppers(server.baseUrl, ctx.dataSet, 20, checkoutConnections)));
    const sent: Sent[] = [];
    let running = true;
    let signalAt = Infinity;
    const note = (call: string, answer: Answer, success: number[]) => sent.push({ call, answer, success });
    // After the signal a refused connection ends a loop: the server is going away.
    const goOn = (answer: Answer) => running && !(answer.status === undefined && answer.sentAt > signalAt);

    const signers = ctx.dataSet.sampleCustomers.slice(40, 40 + signInConnections).map(async (person) => {
      const connection = openConnection(server.baseUrl);
      try {
        for (;;) {
          const answer = await connection.request('POST', pathTo(routes.signIn, { utype: 'customer' }), { json: { email: person.email, password: ctx.dataSet.password } });
          note('sign-in', answer, [200]);
          if (!goOn(answer)) break;
          if (answer.sentAt > signalAt) await sleep(50);
        }
      } finally {
        connection.close();
      }
    });
    const buyers = shoppers.map(async (shopper) => {
      for (;;) {
        const result = await checkoutOnce(shopper, new Tally());
        for (const { call, answer } of result.answers) note(call, answer, call === 'order_confirm' ? [200, 201] : [201]);
        const last = result.answers.at(-1)?.answer;
        if (!last || !goOn(last)) break;
        if (last.sentAt > signalAt) await sleep(50);
      }
    });
    const pincodes = [...new Set(shoppers.map((s) => s.pincode))];
    const dealerIds = [...new Set(shoppers.map((s) => s.price.dealer))];
    const dealerReaders = await Promise.all(
      Array.from({ length: readerConnections }, (_, r) => openDealerReader(server.baseUrl, ctx.dataSet, dealerIds[r % dealerIds.length] ?? 0)),
    );
    const readers = dealerReaders.map(async (reader, r) => {
      try {
        for (let i = r; ; i += 1) {
          const search = i % 2 === 0;
          const answer = search ? await reader.connection.request('GET', pathTo(routes.searchSubcategory, { pincode: pincodes[i % pincodes.length] ?? '282001' })) : await reader.readPrices();
          note(search ? 'search-subcategory' : 'get-price', answer, search ? [302] : [200]);
          if (!goOn(answer)) break;
          if (answer.sentAt > signalAt) await sleep(50);
        }
      } finally {
        reader.connection.close();
      }
    });

    await sleep(loadBeforeSignalMs);
    signalAt = performance.now();
    server.current.kill('SIGTERM');
    const forced = setTimeout(() => server.current.kill('SIGKILL'), drainTimeoutMs + 5000);
    const exit = await server.current.exited;
    clearTimeout(forced);
    const drainMs = performance.now() - signalAt;
    // Whatever still waits for an answer gets refused now; then the loops end.
    running = false;
    await Promise.all([...signers, ...buyers, ...readers]);

    const before = sent.filter((s) => s.answer.sentAt < signalAt);
    const after = sent.filter((s) => s.answer.sentAt >= signalAt);
    const beforeTally = new Tally();
    for (const s of before) beforeTally.add(s.call, s.answer, s.success);
    const afterTally = new Tally();
    for (const s of after) afterTally.add(s.call, s.answer, s.success);
    const inFlight = before.filter((s) => s.answer.doneAt >= signalAt);
    const badBefore = before.filter((s) => s.answer.status === undefined || !s.success.includes(s.answer.status));
    const badKinds = new Map<string, number>();
    for (const s of badBefore) {
      const key = `${s.call} ${s.answer.status ?? s.answer.error}`;
      badKinds.set(key, (badKinds.get(key) ?? 0) + 1);
    }

    record.figure('requests sent before SIGTERM', `${before.length} (${inFlight.length} still in flight at the signal)`);
    for (const line of beforeTally.lines()) record.figure('  before', line);
    record.figure('requests sent after SIGTERM', `${after.length}`);
    for (const line of afterTally.lines()) record.figure('  after', line);
    record.figure('exit', `code ${exit.code ?? 'none'}${exit.signal ? `, signal ${exit.signal}` : ''}, ${secondsText(drainMs)} after SIGTERM (drain timeout ${drainTimeoutMs / 1000} s)`);
    record.check(
      'every request sent before SIGTERM completed with its normal status',
      badBefore.length === 0 && before.length > 0,
      `${before.length - badBefore.length} of ${before.length}${badBefore.length ? `; not: ${describeCounts(badKinds)}` : ''}`,
    );
    record.check('the process exited with code 0 within the drain timeout', exit.code === 0 && drainMs <= drainTimeoutMs, `code ${exit.code ?? exit.signal}, ${secondsText(drainMs)}`);
  } catch (error) {
    record.crashed(error);
  } finally {
    closeAll(shoppers);
    await server.stop();
  }
  return record.result();
}
