/**
 * PostgreSQL's codes for "the server is going away or not there yet": shut down by an
 * administrator or a restart (57P01), crashed (57P02), starting up (57P03), every connection
 * exception (class 08), and no connection slot left (53300).
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '08007', '53300']);

/** The socket's own failures: nothing listens, the connection broke, the host is not reachable. */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres and its pool say it in words only: 'Connection terminated (unexpectedly | due to
 * connection timeout)', the pool's 'timeout exceeded when trying to connect', and a client whose
 * connection broke inside a transaction.
 */
const unavailableMessages = [/^Connection terminated\b/, /^timeout exceeded when trying to connect$/, /^Client has encountered a connection error and is not queryable$/];

/**
 * Whether a failure means the database cannot be reached right now (down, restarting, or the
 * connection broke), as opposed to a query that is wrong. Drizzle wraps the driver's error as
 * `cause`, and a connection to a name with several addresses fails as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableSqlStates.has(code) || unavailableSocketCodes.has(code))) return true;
  if (unavailableMessages.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
