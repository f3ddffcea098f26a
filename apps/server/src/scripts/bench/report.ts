import type { Row } from './rows.ts';

export type TargetResult = { target: string; pass: boolean; detail: string };

export type EvaluatedRow = Row & {
  /** Share of the matching bare route's req/s: fixed JSON for answers in memory, one SELECT for database reads. */
  ratioToBare?: number;
  /** The embedded server's share of the same endpoint on PostgreSQL. */
  ratioToPostgres?: number;
  /** A rendered page's share of the slowest JSON row its data comes from (same server, same run). */
  ratioToJson?: number;
  /** What this run lost against the baseline run's figure (0.1 = 10 % fewer req/s). */
  baselineLoss?: number;
  targets: TargetResult[];
};

/** The issues' targets, as numbers (issue 13's 'Targets', issue 24's order lists). */
export const targets = {
  memoryShareOfBare: 0.5,
  memoryP99Ms: 20,
  readShareOfBare: 0.6,
  readP99Ms: 50,
  readLossAtScale: 0.2,
  embeddedShareOfPostgres: 0.4,
  embeddedP99Ms: 100,
  ordersPerSecond: 300,
  signInsPerSecond: 60,
  loopProxyP99Ms: 50,
  /** Issue 24: the order lists (50 orders with their items a page) against the bare one-SELECT route. */
  orderListShareOfBare: 0.25,
  orderListP99Ms: 100,
  orderListEmbeddedP99Ms: 300,
  /** Issue 26: a server-rendered page against the JSON it shows. */
  pageShareOfJson: 0.5,
} as const;

const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;
const rate = (row: Row) => `${Math.round(row.measurement.requestsPerSecond).toLocaleString('en-US')} req/s`;

function check(list: TargetResult[], target: string, pass: boolean, detail: string) {
  list.push({ target, pass, detail });
}

export function evaluate(rows: Row[], baseline?: EvaluatedRow[]): EvaluatedRow[] {
  const find = (server: Row['server'], key: string) => rows.find((r) => r.server === server && r.key === key);
  const bareJson = find('bare', 'fixed-json');
  const bareSelect = find('bare', 'one-select');
  return rows.map((row) => {
    const out: EvaluatedRow = { ...row, targets: [] };
    const m = row.measurement;
    const reference = row.kind === 'memory' ? bareJson : row.kind === 'db-read' || row.kind === 'order-list' || row.kind === 'health' ? bareSelect : undefined;
    if (reference && reference.measurement.requestsPerSecond > 0) out.ratioToBare = m.requestsPerSecond / reference.measurement.requestsPerSecond;
    // The proxy runs at a fixed rate: its req/s says nothing.
    const onPostgres = row.server === 'embedded' && row.kind !== 'loop-proxy' ? find('postgres', row.key) : undefined;
    if (onPostgres && onPostgres.measurement.requestsPerSecond > 0) out.ratioToPostgres = m.requestsPerSecond / onPostgres.measurement.requestsPerSecond;
    // Against the baseline run, as shares of each run's own bare route: this machine's speed
    // drifts between runs (other work, turbo), a ratio taken within one run does not.
    const before = baseline?.find((r) => r.server === row.server && r.key === row.key);
    if (before?.ratioToBare && out.ratioToBare !== undefined) out.baselineLoss = 1 - out.ratioToBare / before.ratioToBare;
    else if (before && before.measurement.requestsPerSecond > 0) out.baselineLoss = 1 - m.requestsPerSecond / before.measurement.requestsPerSecond;

    const t = out.targets;
    check(t, 'answers', m.errors + m.unexpected === 0, `${m.errors} errors, ${m.unexpected} unexpected statuses of ${m.requests}`);
    if (row.kind === 'memory') {
      if (out.ratioToBare !== undefined) {
        check(t, `≥${pct(targets.memoryShareOfBare)} bare`, out.ratioToBare >= targets.memoryShareOfBare, `${pct(out.ratioToBare)} of bare fixed JSON`);
      }
      check(t, `p99≤${targets.memoryP99Ms}ms`, m.p99Ms <= targets.memoryP99Ms, `p99 ${m.p99Ms} ms`);
    }
    if (row.kind === 'db-read' && row.server === 'postgres') {
      if (out.ratioToBare !== undefined) {
        check(t, `≥${pct(targets.readShareOfBare)} bare`, out.ratioToBare >= targets.readShareOfBare, `${pct(out.ratioToBare)} of bare one-SELECT`);
      }
      check(t, `p99≤${targets.readP99Ms}ms`, m.p99Ms <= targets.readP99Ms, `p99 ${m.p99Ms} ms`);
      if (out.baselineLoss !== undefined) {
        check(t, `loss≤${pct(targets.readLossAtScale)}`, out.baselineLoss <= targets.readLossAtScale, `${pct(out.baselineLoss)} less than in the baseline run (as a share of the bare route)`);
      }
    }
    if (row.server === 'embedded' && (row.kind === 'memory' || row.kind === 'db-read')) {
      if (out.ratioToPostgres !== undefined) {
        check(t, `≥${pct(targets.embeddedShareOfPostgres)} PG`, out.ratioToPostgres >= targets.embeddedShareOfPostgres, `${pct(out.ratioToPostgres)} of PostgreSQL`);
      }
      check(t, `p99≤${targets.embeddedP99Ms}ms`, m.p99Ms <= targets.embeddedP99Ms, `p99 ${m.p99Ms} ms`);
    }
    if (row.kind === 'order-list') {
      if (row.server === 'postgres' && out.ratioToBare !== undefined) {
        check(t, `≥${pct(targets.orderListShareOfBare)} bare`, out.ratioToBare >= targets.orderListShareOfBare, `${pct(out.ratioToBare)} of bare one-SELECT`);
      }
      const p99Target = row.server === 'embedded' ? targets.orderListEmbeddedP99Ms : targets.orderListP99Ms;
      check(t, `p99≤${p99Target}ms`, m.p99Ms <= p99Target, `p99 ${m.p99Ms} ms`);
    }
    if (row.kind === 'page' && row.page) {
      const json = row.page.json.map((key) => find(row.server, key)).filter((r): r is Row => r !== undefined);
      const slowest = json.reduce<Row | undefined>((a, b) => (a && a.measurement.requestsPerSecond <= b.measurement.requestsPerSecond ? a : b), undefined);
      check(t, 'rendered', row.page.rendered, row.page.seen);
      const target = `≥${pct(targets.pageShareOfJson)} JSON`;
      if (slowest && slowest.measurement.requestsPerSecond > 0 && json.length === row.page.json.length) {
        out.ratioToJson = m.requestsPerSecond / slowest.measurement.requestsPerSecond;
        // Informational: the page against all its reads made one after another (what a browser
        // without the rendered page would fetch), a lower bar than the slowest read alone.
        const inTurn = 1 / json.reduce((sum, r) => sum + 1 / r.measurement.requestsPerSecond, 0);
        const together = json.length > 1 ? `; ${pct(m.requestsPerSecond / inTurn)} of its ${json.length} reads one after another` : '';
        check(t, target, out.ratioToJson >= targets.pageShareOfJson, `${pct(out.ratioToJson)} of ${slowest.endpoint.trim()} (${rate(slowest)})${together}`);
      } else {
        check(t, target, false, `its JSON rows (${row.page.json.join(', ')}) were not all measured in this run`);
      }
    }
    if (row.kind === 'sign-in') {
      check(t, `≥${targets.signInsPerSecond}/s`, m.requestsPerSecond >= targets.signInsPerSecond, `${m.requestsPerSecond.toFixed(0)} sign-ins/s`);
    }
    if (row.kind === 'loop-proxy') {
      check(t, `p99≤${targets.loopProxyP99Ms}ms`, m.p99Ms <= targets.loopProxyP99Ms, `p99 ${m.p99Ms} ms while sign-ins ran`);
    }
    if (row.checkout) {
      const c = row.checkout;
      if (row.server === 'postgres') {
        check(t, `≥${targets.ordersPerSecond} orders/s`, c.ordersPerSecond >= targets.ordersPerSecond, `${c.ordersPerSecond.toFixed(0)} orders/s`);
      }
      check(
        t,
        'all counted',
        c.counted === c.placed && c.repeated === 0,
        `${c.placed} placed, ${c.counted ?? 'not'} counted in the database, ${c.repeated} answered 'already placed'`,
      );
    }
    return out;
  });
}

const serverLabel: Record<Row['server'], string> = { bare: 'bare', postgres: 'PG', embedded: 'embedded' };

function formatRate(n: number) {
  return n >= 100 ? n.toFixed(0) : n.toFixed(1);
}

/** The table, one line per endpoint, each target PASS or FAIL (answers only when they fail). */
export function formatTable(rows: EvaluatedRow[]): string {
  const header = ['server', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'err/non-2xx', 'x bare', 'x PG', 'x JSON', 'targets'];
  const lines = rows.map((row) => {
    const m = row.measurement;
    const shown = row.targets.filter((t) => (t.target !== 'answers' && t.target !== 'rendered') || !t.pass);
    const endpoint = row.checkout ? `${row.endpoint} (${row.checkout.ordersPerSecond.toFixed(0)} orders/s)` : row.endpoint;
    return [
      serverLabel[row.server],
      endpoint,
      formatRate(m.requestsPerSecond),
      String(m.p50Ms),
      String(m.p99Ms),
      `${m.errors}/${m.unexpected}`,
      row.ratioToBare === undefined ? '-' : row.ratioToBare.toFixed(2),
      row.ratioToPostgres === undefined ? '-' : row.ratioToPostgres.toFixed(2),
      row.ratioToJson === undefined ? '-' : row.ratioToJson.toFixed(2),
      shown.map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`).join(', ') || '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const rightAligned = new Set([2, 3, 4, 5, 6, 7, 8]);
  const render = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : rightAligned.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ');
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)].join('\n');
}

export function summariseTargets(rows: EvaluatedRow[]) {
  const all = rows.flatMap((row) => row.targets.map((t) => ({ ...t, server: row.server, endpoint: row.endpoint })));
  return { pass: all.filter((t) => t.pass).length, fail: all.filter((t) => !t.pass) };
}
