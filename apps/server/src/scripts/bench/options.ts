import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export type BenchOptions = {
  scale: number;
  /** Seconds of measured load per endpoint. */
  duration: number;
  /** Seconds of discarded load before each measurement. */
  warmup: number;
  /** Seconds of sign-ins (argon2id: a few hundred are plenty). */
  signInDuration: number;
  connections: number;
  signInConnections: number;
  /** Orders of the embedded half's data set when not the scale's (PGlite generates slower). */
  embeddedOrders: number | undefined;
  /** Only one half: 'postgres' or 'embedded' (default both). */
  only: 'postgres' | 'embedded' | undefined;
  build: boolean;
  out: string;
  /** A JSON of an earlier run (scale 1) to compare with: what the reads lose as data grows. */
  baseline: string | undefined;
  help: boolean;
};

export const usage = `npm run bench [-- options]

Measures the built server (apps/server/dist/main.js) on PostgreSQL and on the embedded
default against a bare Fastify server, on a generated data set, over 127.0.0.1. The rendered
pages' rows use the web build already there (apps/web/dist, dist-ssr: \`npm run build\`).

  --scale N              data set size (1: 2,000 dealers, 500 pincodes, 20,000 prices,
                         20,000 customers, 200,000 orders; 10: x10, 1 million orders)
  --duration S           seconds of load per endpoint (default 10)
  --warmup S             seconds of discarded load before each (default 2)
  --quick                --duration 3 --warmup 1 (a smoke run, about 3 minutes)
  --connections N        concurrent connections (default 50)
  --embedded-orders N    orders in the embedded half's data set (default: as the scale says)
  --only postgres|embedded   run one half
  --no-build             use the existing dist/main.js
  --out FILE             the JSON report (default: under ${os.tmpdir()})
  --baseline FILE        a scale-1 JSON report: print what search-subcategory and getdealers
                         lose at this scale (target: at most 20 %)

PostgreSQL: BENCH_DATABASE_URL, else postgres://127.0.0.1:5432/postgres; a throwaway database
is created and dropped. When none answers, only the embedded half runs.
BENCH_CPU_PROF_DIR: write a CPU profile of each server under test there (node --cpu-prof).`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number (got '${value}')`);
  return n;
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      quick: { type: 'boolean', default: false },
      connections: { type: 'string' },
      'embedded-orders': { type: 'string' },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string' },
      baseline: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const quick = values.quick ?? false;
  const duration = positive('duration', values.duration, quick ? 3 : 10);
  const warmup = values.warmup === '0' ? 0 : positive('warmup', values.warmup, quick ? 1 : 2);
  if (values.only !== undefined && values.only !== 'postgres' && values.only !== 'embedded') {
    throw new Error(`--only takes 'postgres' or 'embedded' (got '${values.only}')`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // npm runs the script in apps/server; a path given on the command line means where it was typed.
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  return {
    scale: positive('scale', values.scale, 1),
    duration,
    warmup,
    signInDuration: Math.max(2, Math.round(duration / 2)),
    connections: Math.round(positive('connections', values.connections, 50)),
    signInConnections: 10,
    embeddedOrders: values['embedded-orders'] === undefined ? undefined : Math.round(positive('embedded-orders', values['embedded-orders'], 1)),
    only: values.only,
    build: !(values['no-build'] ?? false),
    out: values.out === undefined ? path.join(os.tmpdir(), `kt-bench-${stamp}.json`) : path.resolve(typedIn, values.out),
    baseline: values.baseline === undefined ? undefined : path.resolve(typedIn, values.baseline),
    help: values.help ?? false,
  };
}
