import os from 'node:os';
import { installSignalHandlers, runCleanup } from '../bench/cleanup.ts';
import { findPostgresBin, startCluster } from './cluster.ts';
import { dataSetScale, makeContext, type FaultContext } from './context.ts';
import { buildServerIfNeeded, prepareDatabase } from './environment.ts';
import { killServerUnderLoad } from './kill-server.ts';
import { log, printSummary, ScenarioRecord, type ScenarioResult } from './report.ts';
import { restartPostgresUnderLoad } from './restart-postgres.ts';
import { sigtermUnderLoad } from './sigterm.ts';
import { smtpDown } from './smtp-down.ts';
import { startSmtpSink } from './smtp-sink.ts';

const scenarios: ((ctx: FaultContext) => Promise<ScenarioResult>)[] = [restartPostgresUnderLoad, killServerUnderLoad, smtpDown, sigtermUnderLoad];

/**
 * `npm run test:faults`: the built server against faults on 127.0.0.1 only (its own PostgreSQL
 * cluster restarted, SIGKILL, the mail server away, SIGTERM), each scenario's figures printed
 * as it goes and a summary at the end. Answers the process's exit code: 0 only when every check
 * passed.
 */
export async function runFaults(): Promise<number> {
  installSignalHandlers();
  const started = performance.now();
  const results: ScenarioResult[] = [];
  try {
    const bin = await findPostgresBin();
    if (!bin) {
      log('faults: no PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin/initdb and pg_ctl): cannot run');
      log('faults: 0 passed, 1 failed');
      return 1;
    }
    await buildServerIfNeeded(log);
    const cluster = await startCluster(bin);
    const sink = await startSmtpSink();
    const databaseUrl = await cluster.createDatabase('kt_faults');
    const generating = performance.now();
    const { dataSet, admin } = await prepareDatabase(databaseUrl, dataSetScale);
    if (!dataSet) throw new Error('no data set generated');
    const c = dataSet.counts;
    log(
      `faults: PostgreSQL ${cluster.version} (${bin}) on 127.0.0.1:${cluster.port}, SMTP sink on 127.0.0.1:${sink.port}; ` +
        `${os.cpus().length} cpus, node ${process.version}; data set in ${((performance.now() - generating) / 1000).toFixed(1)} s: ` +
        `${c.dealers} dealers, ${c.pincodes} pincodes, ${c.prices} prices, ${c.customers} customers, ${c.orders} orders`,
    );
    const ctx = makeContext({ cluster, sink, databaseUrl, dataSet, admin });
    for (const scenario of scenarios) {
      try {
        results.push(await scenario(ctx));
      } catch (error) {
        // It could not even start (its server, its database): the next one still runs.
        const record = new ScenarioRecord(`${scenario.name} (did not start)`);
        record.crashed(error);
        results.push(record.result());
      }
    }
  } catch (error) {
    log(`faults: the run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    results.push({ name: 'setup', seconds: 0, figures: [], checks: [{ name: 'the fault tests could run', passed: false, detail: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) }] });
  } finally {
    await runCleanup();
  }
  const { passed, failed } = printSummary(results, (performance.now() - started) / 1000);
  log(`faults: ${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}
