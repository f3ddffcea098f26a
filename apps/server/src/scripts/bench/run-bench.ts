import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { serverRoot } from '../../platform/config/server-root.ts';
import { benchCatalogue, imageKey } from './bench-catalogue.ts';
import { installSignalHandlers, onCleanup, runCleanup } from './cleanup.ts';
import { generateDataSet, type DataSet } from './data-set.ts';
import { measure, type LoadSettings } from './load.ts';
import { parseOptions, usage, type BenchOptions } from './options.ts';
import { measureOurServer } from './our-server.ts';
import { adminUrl, createThrowawayDatabase, probePostgres, type PostgresInfo } from './postgres.ts';
import { freePort, loopback, startServer, type ServerProcess } from './processes.ts';
import { evaluate, formatTable, summariseTargets, type EvaluatedRow } from './report.ts';
import type { Row, ServerName } from './rows.ts';
import { startSmtpSink, type SmtpSink } from '../faults/smtp-sink.ts';

/** The server's pg pool (client.ts opens 10 connections unless told otherwise): the bare route gets as many. */
const serverPoolSize = 10;
const distMain = path.join(serverRoot, 'dist/main.js');
const repoRoot = path.resolve(serverRoot, '../..');

type HalfReport = {
  dataSet: Omit<DataSet, 'sampleCustomers' | 'pincodes'> & { generationSeconds: number };
  /** Warnings and errors the server logged while starting, and under load. */
  serverProblems: { atStart: { count: number; first: string[] }; underLoad: { count: number; first: string[] } };
};

function log(line: string) {
  console.info(line);
}

function seconds(since: number) {
  return (performance.now() - since) / 1000;
}

function progress(row: Row) {
  const m = row.measurement;
  const extra = row.checkout ? `, ${row.checkout.ordersPerSecond.toFixed(0)} orders/s` : '';
  const bad = m.errors + m.unexpected > 0 ? `, ${m.errors} errors, statuses ${JSON.stringify(m.statuses)}` : '';
  log(`  ${row.endpoint}: ${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms${extra}${bad}`);
}

async function buildServer() {
  log('building the server: npm run build --workspace apps/server');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', 'apps/server'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the server build failed (exit ${code})`))));
  });
}

/** The bare route's fixed answer: our category list's shape and size (8 categories with picture URLs). */
function fixedJsonLike(publicUrl: string) {
  return benchCatalogue.map((category, i) => ({ id: i + 1, name: category.name, image: `${publicUrl}/media/${imageKey('categories', category.name)}` }));
}

function ourServerEnv(port: number, dataDir: string, smtpUrl: string, databaseUrl?: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // A fresh random secret: production refuses a guessable one.
    JWT_SECRET: randomBytes(48).toString('base64'),
    LOG_LEVEL: 'warn',
    SEED: 'off',
    // The limits would answer 429 to a load from one address; they are proven by the API tests.
    RATE_LIMIT_SCALE: '1000',
    // The whole load comes from one address, with more connections than one visitor may open.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    // Production refuses to start without mail; the orders' mails go to a sink on this machine.
    SMTP_URL: smtpUrl,
    PORT: String(port),
    HOST: loopback,
    PUBLIC_URL: `http://${loopback}:${port}`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

let smtpSink: Promise<SmtpSink> | undefined;

async function startOurServer(name: string, dataDir: string, databaseUrl?: string): Promise<ServerProcess> {
  const port = await freePort();
  const smtp = await (smtpSink ??= startSmtpSink());
  return startServer({
    name,
    // BENCH_CPU_PROF_DIR: a CPU profile of each server under test, to see where its time goes.
    args: ['--enable-source-maps', ...(process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : []), distMain],
    env: ourServerEnv(port, dataDir, smtp.url, databaseUrl),
    port,
    readyPath: '/health',
    cwd: serverRoot,
  });
}

async function startBareServer(databaseUrl: string | undefined, selectId: number): Promise<ServerProcess> {
  const port = await freePort();
  return startServer({
    name: 'bare Fastify',
    args: [path.join(import.meta.dirname, 'bare-server.mjs')],
    env: {
      PORT: String(port),
      HOST: loopback,
      FIXED_JSON: JSON.stringify(fixedJsonLike(`http://${loopback}:${port}`)),
      POOL_SIZE: String(serverPoolSize),
      SELECT_ID: String(selectId),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    port,
    readyPath: '/fixed-json',
    cwd: serverRoot,
  });
}

async function measureBare(bare: ServerProcess, settings: LoadSettings, withSelect: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  const add = (row: Row) => {
    rows.push(row);
    progress(row);
  };
  add({ server: 'bare', key: 'fixed-json', endpoint: 'GET /fixed-json (8 categories, same shape)', kind: 'fixed-json', measurement: await measure(settings, { url: `${bare.baseUrl}/fixed-json` }) });
  if (withSelect) {
    add({ server: 'bare', key: 'one-select', endpoint: 'GET /one-select (a users row by id, pg Pool)', kind: 'one-select', measurement: await measure(settings, { url: `${bare.baseUrl}/one-select` }) });
  }
  return rows;
}

async function generate(database: Database, label: string, options: BenchOptions, orders?: number) {
  const started = performance.now();
  await database.migrate();
  const dataSet = await generateDataSet(database.db, options.scale, orders === undefined ? {} : { orders });
  const generationSeconds = seconds(started);
  const c = dataSet.counts;
  log(
    `${label}: data set in ${generationSeconds.toFixed(1)} s: ${c.dealers} dealers, ${c.pincodes} pincodes, ${c.prices} prices, ` +
      `${c.customers} customers, ${c.orders} orders (${c.orderItems} items); busiest dealer ${dataSet.busiestDealer.orders} orders, ` +
      `busiest customer ${dataSet.busiestCustomer.orders}`,
  );
  return { dataSet, generationSeconds };
}

async function countOrders(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Runs our server on a database, measures it, stops it, then counts the orders checkout placed. */
async function runOurHalf(
  server: Exclude<ServerName, 'bare'>,
  start: () => Promise<ServerProcess>,
  dataSet: DataSet,
  options: BenchOptions,
  openForCount: () => Promise<Database>,
): Promise<{ rows: Row[]; problems: HalfReport['serverProblems'] }> {
  const ours = await start();
  log(`${server === 'postgres' ? 'ours on PostgreSQL' : 'ours on the embedded default (PGlite)'}: ${ours.baseUrl}`);
  let rows: Row[];
  try {
    rows = await measureOurServer(server, ours.baseUrl, dataSet, options, progress);
  } finally {
    await ours.stop();
  }
  const problems = { atStart: ours.startupProblems, underLoad: ours.problems() };
  // Counted after the server stopped: what it answered 201 for must be on disk.
  const database = await openForCount();
  try {
    const added = (await countOrders(database)) - dataSet.counts.orders;
    const checkout = rows.find((r) => r.checkout)?.checkout;
    if (checkout) checkout.counted = added;
  } finally {
    await database.close();
  }
  return { rows, problems };
}

function machineInfo(postgres: PostgresInfo | undefined) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? '?',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    postgres: postgres?.version,
  };
}

export async function runBench(argv: string[]) {
  const options = parseOptions(argv);
  if (options.help) {
    log(usage);
    return;
  }
  installSignalHandlers();
  const startedAt = new Date();
  const started = performance.now();
  const settings: LoadSettings = { connections: options.connections, duration: options.duration, warmup: options.warmup };
  const rows: Row[] = [];
  const halves: Partial<Record<'postgres' | 'embedded', HalfReport>> = {};
  let postgres: PostgresInfo | undefined;
  let postgresSkipped: string | undefined;
  try {
    if (options.build) await buildServer();
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'kt-bench-'));
    onCleanup(`remove ${workDir}`, () => rm(workDir, { recursive: true, force: true }));

    const probed = options.only === 'embedded' ? { error: '--only embedded' } : await probePostgres(adminUrl());
    if ('error' in probed) {
      postgresSkipped = probed.error;
      if (options.only !== 'embedded') {
        log(`PostgreSQL does not answer at ${adminUrl().replace(/\/\/[^@/]*@/, '//')} (${probed.error}): running the embedded half only.`);
      }
    } else {
      postgres = probed;
    }
    log(
      `bench: scale ${options.scale}, ${options.connections} connections, ${options.duration} s an endpoint after ${options.warmup} s of warm-up; ` +
        `${os.cpus().length} cpus, node ${process.version}${postgres ? `, PostgreSQL ${postgres.version}` : ''}`,
    );

    if (postgres) {
      const throwaway = await createThrowawayDatabase(adminUrl(), postgres);
      const open = () => openDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 2 });
      const database = await open();
      const { dataSet, generationSeconds } = await generate(database, `PostgreSQL (${throwaway.name})`, options).finally(() => database.close());

      const bare = await startBareServer(throwaway.url, dataSet.busiestDealer.id);
      log(`bare Fastify: ${bare.baseUrl}`);
      try {
        rows.push(...(await measureBare(bare, settings, true)));
      } finally {
        await bare.stop();
      }
      const dataDir = path.join(workDir, 'postgres-data');
      await mkdir(dataDir, { recursive: true });
      const half = await runOurHalf('postgres', () => startOurServer('ours on PostgreSQL', dataDir, throwaway.url), dataSet, options, open);
      rows.push(...half.rows);
      halves.postgres = { dataSet: withoutLists(dataSet, generationSeconds), serverProblems: half.problems };
      await throwaway.drop();
    } else {
      const bare = await startBareServer(undefined, 1);
      log(`bare Fastify (no database: fixed JSON only): ${bare.baseUrl}`);
      try {
        rows.push(...(await measureBare(bare, settings, false)));
      } finally {
        await bare.stop();
      }
    }

    if (options.only !== 'postgres') {
      const dataDir = path.join(workDir, 'embedded-data');
      const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const database = await open();
      const { dataSet, generationSeconds } = await generate(database, 'embedded (PGlite)', options, options.embeddedOrders).finally(() => database.close());
      const half = await runOurHalf('embedded', () => startOurServer('ours on PGlite', dataDir), dataSet, options, open);
      rows.push(...half.rows);
      halves.embedded = { dataSet: withoutLists(dataSet, generationSeconds), serverProblems: half.problems };
    }

    const baseline = options.baseline ? ((JSON.parse(await readFile(options.baseline, 'utf8')) as { rows: EvaluatedRow[] }).rows) : undefined;
    const evaluated = evaluate(rows, baseline);
    const totalSeconds = seconds(started);
    printReport(evaluated, halves, options, totalSeconds);
    await writeFile(
      options.out,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          seconds: Math.round(totalSeconds),
          command: `npm run bench -- ${argv.join(' ')}`.trim(),
          machine: machineInfo(postgres),
          options: { ...options, help: undefined },
          postgresSkipped,
          dataSets: halves,
          rows: evaluated,
          summary: summariseTargets(evaluated),
        },
        null,
        2,
      )}\n`,
    );
    log(`\nJSON report: ${options.out}`);
  } finally {
    await runCleanup();
  }
}

function withoutLists(dataSet: DataSet, generationSeconds: number): HalfReport['dataSet'] {
  const { sampleCustomers: _customers, pincodes: _pincodes, ...rest } = dataSet;
  return { ...rest, generationSeconds: Math.round(generationSeconds * 10) / 10 };
}

function printReport(rows: EvaluatedRow[], halves: Partial<Record<'postgres' | 'embedded', HalfReport>>, options: BenchOptions, totalSeconds: number) {
  log('');
  log(formatTable(rows));
  log('');
  for (const [name, half] of Object.entries(halves)) {
    const c = half.dataSet.counts;
    log(
      `${name}: ${c.dealers} dealers, ${c.pincodes} pincodes (scaled with the dealers: about ${Math.round((c.dealerAreas / c.pincodes) * 10) / 10} dealers ` +
        `and ${Math.round(c.prices / c.pincodes)} prices a pincode at every scale), ${c.prices} prices, ${c.customers} customers, ${c.orders} orders; ` +
        `generated in ${half.dataSet.generationSeconds} s`,
    );
    for (const [when, problems] of [['while starting', half.serverProblems.atStart], ['under load', half.serverProblems.underLoad]] as const) {
      if (problems.count > 0) log(`  the server logged ${problems.count} warnings or errors ${when}; first:\n    ${problems.first.join('\n    ')}`);
    }
  }
  for (const row of rows.filter((r) => r.checkout)) {
    const c = row.checkout;
    if (!c) continue;
    const failed = Object.entries(c.failedCalls).map(([call, n]) => `${call}: ${n}`).join(', ');
    log(
      `checkout on ${row.server}: ${c.placed} orders placed (201), ${c.counted ?? '?'} new orders counted in the database, ` +
        `${c.repeated} 'already placed'${failed ? `; failed calls: ${failed}` : ''}`,
    );
  }
  const { pass, fail } = summariseTargets(rows);
  log('');
  log(`targets: ${pass} PASS, ${fail.length} FAIL (scale ${options.scale}, ${options.duration} s an endpoint, whole run ${Math.round(totalSeconds)} s)`);
  for (const t of fail) log(`  FAIL ${t.server} ${t.endpoint.trim()}: ${t.target} (${t.detail})`);
}
