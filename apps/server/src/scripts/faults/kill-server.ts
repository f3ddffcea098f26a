import { describeCounts, sleep, type FaultContext } from './context.ts';
import { expectedOrderMails, orderMail, readOrderFacts, tallyMails } from './expected-mails.ts';
import { openConnection, parseJson, Tally, waitUntil, type Answer } from './http-client.ts';
import { checkOrdersStored, databaseName } from './orders-in-database.ts';
import { ScenarioRecord, secondsText, type ScenarioResult } from './report.ts';
import { checkoutOnce, closeAll, completionRequest, dealerDesk, prepareShoppers, type CompletionRequest, type Shopper } from './shop.ts';

const customers = 10;
const ordersBefore = 60;
const checkouts = 200;
const completions = 50;
/** Completions sent together just before the kill, so some answers are surely lost. */
const burst = 5;
/** The longest wait for the mails after the load (about 550; the worker sends a backlog in bursts). */
const mailWaitMs = 180_000;

type Accepted = { orderNumber: string; dealerId: number; code: string; weightsVersion: number; subcategoryIds: number[] };

/**
 * Scenario 2: SIGKILL of the server while 200 checkouts, 50 completions and the acceptances of
 * the new orders run; the server is started again with the same environment, and every
 * completion whose answer was lost is sent again with its completion_key. Every confirmed order
 * must be stored once, and every mail a committed change queued must arrive (twice only when
 * its job was being sent at the kill).
 */
export async function killServerUnderLoad(ctx: FaultContext): Promise<ScenarioResult> {
  const record = new ScenarioRecord('2. SIGKILL during checkouts and completions');
  // Only the mails of this scenario: its database has the same dealers, customers and order
  // numbers as the main one, whose mails came before.
  const mailsBefore = ctx.sink.mails.length;
  const received = () => ctx.sink.mails.slice(mailsBefore);
  // A database of its own: its mails are not queued behind those scenario 1 left.
  const fresh = await ctx.freshDatabase('kt_faults_kill', true);
  const dataSet = fresh.dataSet;
  if (!dataSet) throw new Error('no data set in kt_faults_kill');
  const server = await ctx.startServer('server (scenario 2)', { databaseUrl: fresh.url });
  const database = databaseName(fresh.url);
  const shoppers: Shopper[] = [];
  const desk = dealerDesk(server.baseUrl, dataSet);
  try {
    shoppers.push(...(await prepareShoppers(server.baseUrl, dataSet, customers, customers)));
    const firstOrderId = await maxOrderId(ctx, database);

    // Before: orders placed and accepted, their codes read from the database.
    const setupTally = new Tally();
    const setup = await Promise.all(
      shoppers.map(async (shopper) => {
        const numbers: { orderNumber: string; dealerId: number }[] = [];
        for (let i = 0; i < ordersBefore / customers; i += 1) {
          const result = await checkoutOnce(shopper, setupTally);
          if (result.confirmStatus !== 201 || !result.orderNumber) throw new Error(`setup checkout failed: ${result.answers.map((a) => `${a.call} ${a.answer.status ?? a.answer.error}`).join(', ')}`);
          numbers.push({ orderNumber: result.orderNumber, dealerId: shopper.price.dealer });
        }
        return numbers;
      }),
    );
    for (const { orderNumber, dealerId } of setup.flat()) {
      const answer = await desk.accept(dealerId, orderNumber);
      if (answer.status !== 200) throw new Error(`setup acceptance of ${orderNumber} answered ${answer.status ?? answer.error}: ${answer.body.slice(0, 200)}`);
    }
    for (const order of await readAccepted(ctx, database, setup.flat())) {
      const answer = await desk.weigh(order.dealerId, order.orderNumber, order.subcategoryIds);
      if (answer.status !== 200) throw new Error(`setup weighing of ${order.orderNumber} answered ${answer.status ?? answer.error}: ${answer.body.slice(0, 200)}`);
    }
    const accepted = await readAccepted(ctx, database, setup.flat());
    record.figure('before the load', `${accepted.length} orders placed, accepted and weighed through the API`);

    // The load, and the kill about half-way.
    const tally = new Tally();
    const plannedCalls = checkouts * 4 + completions + checkouts;
    let answered = 0;
    const count = (call: string, answer: Answer, success: number[]) => {
      tally.add(call, answer, success);
      answered += 1;
    };
    let serverUp: Promise<void> = Promise.resolve();
    let markUp = () => undefined as void;
    const confirmed: string[] = [];
    const toAccept: { orderNumber: string; dealerId: number }[] = [];
    const acceptedOk: string[] = [];
    const acceptLost: { orderNumber: string; dealerId: number }[] = [];
    const completionOk = new Map<string, { request: CompletionRequest; body: string }>();
    const completionLost: CompletionRequest[] = [];
    const completionOther: string[] = [];
    let checkoutsDone = false;

    const checkoutTally = new Tally();
    const shopperLoops = shoppers.map(async (shopper) => {
      for (let i = 0; i < checkouts / customers; i += 1) {
        await serverUp;
        const result = await checkoutOnce(shopper, checkoutTally);
        for (const { call, answer } of result.answers) count(call, answer, call === 'order_confirm' ? [200, 201] : [201]);
        if (result.orderNumber) {
          confirmed.push(result.orderNumber);
          toAccept.push({ orderNumber: result.orderNumber, dealerId: shopper.price.dealer });
        }
      }
    });
    const acceptorLoops = [0, 1].map(async () => {
      const connection = openConnection(server.baseUrl);
      try {
        while (!checkoutsDone || toAccept.length > 0) {
          const next = toAccept.shift();
          if (!next) {
            await sleep(20);
            continue;
          }
          await serverUp;
          const answer = await desk.accept(next.dealerId, next.orderNumber, connection);
          count('accept', answer, [200]);
          if (answer.status === 200) acceptedOk.push(next.orderNumber);
          else if (answer.status === undefined) acceptLost.push(next);
        }
      } finally {
        connection.close();
      }
    });
    const complete = async (request: CompletionRequest, connection = desk.connection) => {
      const dealerId = accepted.find((a) => a.orderNumber === request.orderNumber)?.dealerId ?? 0;
      const answer = await desk.complete(dealerId, request, connection);
      count('complete', answer, [200]);
      if (answer.status === 200) completionOk.set(request.orderNumber, { request, body: answer.body });
      else if (answer.status === undefined) completionLost.push(request);
      else completionOther.push(`${request.orderNumber}: ${answer.status} ${answer.body.slice(0, 120)}`);
    };
    const requests = accepted.slice(0, completions).map((a) => completionRequest(a.orderNumber, a.code, a.weightsVersion));
    const paced = requests.slice(0, completions - burst);
    const burstRequests = requests.slice(completions - burst);
    // Paced along the checkouts, so completions run before, at and after the kill.
    const completerLoops = [0, 1].map(async (w) => {
      const connection = openConnection(server.baseUrl);
      try {
        for (let i = w; i < paced.length; i += 2) {
          await waitUntil(() => answered >= (i / paced.length) * plannedCalls * 0.9, 120_000, 10);
          await serverUp;
          const request = paced[i];
          if (request) await complete(request, connection);
        }
      } finally {
        connection.close();
      }
    });

    await waitUntil(() => answered >= plannedCalls / 2, 120_000, 5);
    const answeredAtKill = answered;
    serverUp = new Promise<void>((resolve) => (markUp = resolve));
    const burstConnections = burstRequests.map(() => openConnection(server.baseUrl));
    const burstDone = Promise.all(burstRequests.map((request, i) => complete(request, burstConnections[i])));
    await sleep(15);
    const killedAt = performance.now();
    server.current.kill('SIGKILL');
    const exit = await server.current.exited;
    const [active] = await ctx.cluster.query<{ n: number }>("select count(*)::int as n from pgboss.job where state = 'active'", [], database);
    const activeAtKill = active?.n ?? 0;
    await burstDone;
    for (const connection of burstConnections) connection.close();
    await server.restart();
    const backAt = performance.now();
    markUp();
    record.figure('kill', `SIGKILL after ${answeredAtKill} of ${plannedCalls} planned calls (exit: ${exit.signal ?? exit.code}); ${activeAtKill} mail jobs active at the kill`);
    record.figure('restart', `the server answered /health 200 ${secondsText(backAt - killedAt)} after the kill`);

    await Promise.all(shopperLoops);
    checkoutsDone = true;
    await Promise.all([...acceptorLoops, ...completerLoops]);

    // Lost answers: had their change committed before the kill? Then completions again with the
    // same key, acceptances again.
    const completedBefore = await ctx.cluster.query<{ n: number }>(
      "select count(*)::int as n from orders where order_number = any($1::text[]) and status = 'Completed'",
      [completionLost.map((c) => c.orderNumber)],
      database,
    );
    const acceptedBefore = await ctx.cluster.query<{ n: number }>(
      "select count(*)::int as n from orders where order_number = any($1::text[]) and status = 'Accepted'",
      [acceptLost.map((a) => a.orderNumber)],
      database,
    );
    record.figure(
      'lost answers whose change had committed',
      `completions ${completedBefore[0]?.n ?? 0} of ${completionLost.length}, acceptances ${acceptedBefore[0]?.n ?? 0} of ${acceptLost.length}`,
    );
    const resent: { orderNumber: string; status: number | undefined; sameAsStored: boolean }[] = [];
    for (const request of completionLost) {
      const answer = await desk.complete(accepted.find((a) => a.orderNumber === request.orderNumber)?.dealerId ?? 0, request);
      const body = parseJson<{ order_number?: string; total_amount?: string }>(answer);
      const [stored] = await ctx.cluster.query<{ completion_key: string | null; paid_amount: string | null; status: string }>(
        'select completion_key, paid_amount::text, status from orders where order_number = $1',
        [request.orderNumber],
        database,
      );
      resent.push({
        orderNumber: request.orderNumber,
        status: answer.status,
        sameAsStored: stored?.status === 'Completed' && stored.completion_key === request.completion_key && body?.order_number === request.orderNumber && body.total_amount === stored.paid_amount,
      });
      if (answer.status === 200) completionOk.set(request.orderNumber, { request, body: answer.body });
    }
    // A retry of a completion whose answer did come must give the same answer again.
    const repeats = [...completionOk.values()].filter((c) => !completionLost.includes(c.request)).slice(0, 3);
    const repeatsSame: boolean[] = [];
    for (const original of repeats) {
      const answer = await desk.complete(accepted.find((a) => a.orderNumber === original.request.orderNumber)?.dealerId ?? 0, original.request);
      repeatsSame.push(answer.status === 200 && JSON.stringify(parseJson(answer)) === JSON.stringify(JSON.parse(original.body)));
    }
    const acceptAgain = new Map<string, number>();
    for (const lost of acceptLost) {
      const answer = await desk.accept(lost.dealerId, lost.orderNumber);
      const key = String(answer.status ?? answer.error);
      acceptAgain.set(key, (acceptAgain.get(key) ?? 0) + 1);
      if (answer.status === 200) acceptedOk.push(lost.orderNumber);
    }

    for (const line of tally.lines()) record.figure('answers', line);
    record.figure('completions', `${completionOk.size} answered 200 in the end; ${completionLost.length} answers lost and sent again with the same key: ${describeCounts(new Map(resent.map((r) => [String(r.status ?? 'no answer'), resent.filter((x) => x.status === r.status).length])))}`);
    if (completionOther.length > 0) record.figure('completions refused', completionOther.slice(0, 5).join(' | '));
    record.figure('acceptances', `${acceptedOk.length} answered 200; ${acceptLost.length} lost, sent again: ${describeCounts(acceptAgain)}`);

    // Orders: every confirmed one stored once.
    const stored = await checkOrdersStored(ctx.cluster, database, confirmed);
    record.figure('orders confirmed / found in the table', `${stored.confirmed} / ${stored.found}`);
    record.check(
      'every confirmed order is in the orders table exactly once',
      stored.missing.length === 0 && stored.repeated.length === 0 && stored.confirmed > 0,
      `${stored.confirmed} confirmed, ${stored.missing.length} missing, ${stored.repeated.length} more than once`,
    );
    record.check(
      'each completion sent again with its key answers 200 with the stored completion',
      resent.every((r) => r.status === 200 && r.sameAsStored),
      `${resent.length} sent again${resent.some((r) => !r.sameAsStored) ? `; differing: ${resent.filter((r) => !r.sameAsStored).map((r) => `${r.orderNumber} ${r.status}`).join(', ')}` : ''}; ${repeatsSame.filter(Boolean).length} of ${repeatsSame.length} answered ones repeated identically`,
    );
    record.check('every completion answered 200 in the end', completionOk.size === completions && repeatsSame.every(Boolean), `${completionOk.size} of ${completions}`);

    // Mails: what the committed state owes, from the database (orders of this scenario only).
    const orderNumbers = await ctx.cluster.query<{ order_number: string }>('select order_number from orders where id > $1', [firstOrderId], database);
    const facts = await readOrderFacts(ctx.cluster, database, orderNumbers.map((r) => r.order_number));
    const expected = expectedOrderMails(facts);
    const loadEnd = performance.now();
    // Until every expected mail is in, or the queue holds none still to send (what is missing
    // then is lost); then until the queue is empty, for late second copies.
    await waitUntil(async () => tallyMails(expected, received()).missing.length === 0 || (await pendingMailJobs(ctx, database)) === 0, mailWaitMs, 500);
    await waitUntil(async () => (await pendingMailJobs(ctx, database)) === 0, Math.max(0, mailWaitMs - (performance.now() - loadEnd)), 500);
    const mails = tallyMails(expected, received());
    const arrivals = received().filter((m) => expected.some((e) => m.to.includes(e.to) && m.subject === e.subject)).map((m) => m.at);
    if (arrivals.length > 1) {
      const spanMs = Math.max(...arrivals) - Math.min(...arrivals);
      record.figure('mail rate', `${arrivals.length} mails in ${secondsText(spanMs)} from the first to the last (${(arrivals.length / Math.max(0.001, spanMs / 1000)).toFixed(1)} a second)`);
    }
    if (mails.missing.length > 0) {
      const states = await ctx.cluster.query<{ state: string; n: number }>(
        "select state::text, count(*)::int as n from pgboss.job where name = 'mail' and data->>'subject' = any($1::text[]) group by state",
        [mails.missing.map((m) => m.subject)],
        database,
      );
      record.figure('missing mails in the queue', states.map((r) => `${r.state} ${r.n}`).join(', ') || 'no job at all');
    }
    const byKind = (why: string) => expected.filter((m) => m.why === why).length;
    record.figure(
      'mails expected / arrived / duplicated',
      `${mails.expected} / ${mails.arrived} / ${mails.duplicates} (new orders ${byKind('new order')}, codes ${byKind('accepted')}, receipts ${byKind('receipt')})`,
    );
    if (mails.lastArrivalAt !== undefined) {
      record.figure('last expected mail arrived', `${secondsText(mails.lastArrivalAt - backAt)} after the restarted server answered (${secondsText(Math.max(0, mails.lastArrivalAt - loadEnd))} after the load ended)`);
    }
    if (mails.duplicated.length > 0) {
      // When each copy came (from the kill) and what the queue holds for it: one job sent twice, or two jobs.
      const details: string[] = [];
      for (const key of mails.duplicated.slice(0, 5)) {
        const [to, subject] = key.split(' | ');
        const copies = received().filter((m) => m.subject === subject && m.to.includes(to ?? '')).map((m) => secondsText(m.at - killedAt));
        const jobs = await ctx.cluster.query<{ state: string; retry_count: number; output: unknown }>(
          "select state::text, retry_count, output from pgboss.job where name = 'mail' and data->>'subject' = $1",
          [subject],
          database,
        );
        details.push(`${key}: copies at ${copies.join(' and ')} from the kill; jobs ${jobs.map((j) => `${j.state} after ${j.retry_count + 1} tries ${JSON.stringify(j.output ?? null).slice(0, 120)}`).join(', ')}`);
      }
      record.figure('duplicated mails', details.join('\n      '));
    }
    const missingSubjects = new Set(mails.missing.map((m) => m.subject));
    const receiptsMissing = [...completionOk.keys()].filter((n) => missingSubjects.has(orderMail.receipt(n)));
    const codesMissing = acceptedOk.filter((n) => missingSubjects.has(orderMail.accepted(n)));
    record.check('a receipt arrived for every completion answered 200', receiptsMissing.length === 0, `${completionOk.size - receiptsMissing.length} of ${completionOk.size}`);
    record.check('the code mail arrived for every acceptance answered 200', codesMissing.length === 0, `${acceptedOk.length - codesMissing.length} of ${acceptedOk.length}`);
    record.check(
      'no mail lost (every mail a committed change queued arrived)',
      mails.missing.length === 0,
      `${mails.arrived} of ${mails.expected}${mails.missing.length ? `; missing e.g. ${mails.missing.slice(0, 3).map((m) => `${m.to}: ${m.subject}`).join('; ')}` : ''}`,
    );
    record.check(
      'duplicates only for jobs active at the kill',
      mails.duplicates <= activeAtKill,
      `${mails.duplicates} duplicated, ${activeAtKill} jobs were active`,
    );
  } catch (error) {
    record.crashed(error);
  } finally {
    closeAll(shoppers);
    desk.close();
    await server.stop();
  }
  return record.result();
}

async function maxOrderId(ctx: FaultContext, database: string): Promise<number> {
  const [row] = await ctx.cluster.query<{ id: number }>('select coalesce(max(id), 0)::int as id from orders', [], database);
  return row?.id ?? 0;
}

async function pendingMailJobs(ctx: FaultContext, database: string): Promise<number> {
  const [row] = await ctx.cluster.query<{ n: number }>(
    "select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')",
    [],
    database,
  );
  return row?.n ?? 0;
}

async function readAccepted(ctx: FaultContext, database: string, orders: { orderNumber: string; dealerId: number }[]): Promise<Accepted[]> {
  const rows = await ctx.cluster.query<{ order_number: string; dealer_id: number; pickup_code: string | null; weights_version: number; subcategories: number[] }>(
    `select o.order_number, o.dealer_id, o.pickup_code, o.weights_version, array_agg(i.subcategory_id order by i.id) as subcategories
       from orders o join order_items i on i.cart_order_id = o.cart_order_id
      where o.order_number = any($1::text[]) and o.status = 'Accepted'
      group by o.id`,
    [orders.map((o) => o.orderNumber)],
    database,
  );
  return rows
    .filter((row) => row.pickup_code)
    .map((row) => ({
      orderNumber: row.order_number,
      dealerId: row.dealer_id,
      code: row.pickup_code ?? '',
      weightsVersion: row.weights_version,
      subcategoryIds: row.subcategories,
    }))
    .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
}
