// `npm run bench [-- --scale 10 --duration 10 --out report.json]`: the built server on
// PostgreSQL and on the embedded default against a bare Fastify server, on a generated data
// set, over 127.0.0.1. See bench/run-bench.ts, and `npm run bench -- --help`.
import { runBench } from './bench/run-bench.ts';

try {
  await runBench(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
