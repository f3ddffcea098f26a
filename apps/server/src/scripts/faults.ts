// `npm run test:faults`: the built server under faults (PostgreSQL restarted under load, SIGKILL
// during checkouts and completions, the mail server away, SIGTERM under load), on a PostgreSQL
// cluster and an SMTP sink of its own on 127.0.0.1. See faults/run-faults.ts.
import { runFaults } from './faults/run-faults.ts';

let code = 1;
try {
  code = await runFaults();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
// Everything it started is stopped by now; a keep-alive socket left open must not hold the run.
process.exit(code);
