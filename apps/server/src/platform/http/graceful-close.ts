import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from './errors.ts';

/**
 * What `app.close()` (SIGTERM) does to the requests around it. Node stops accepting connections
 * and ends the idle ones at the start of a close, and Fastify waits for the requests in flight;
 * this adds the rest:
 * - a request that still arrives (on a connection busy when the close began) is answered 503
 *   with Retry-After in the contract's shape, so a load balancer sends it to another instance;
 * - every answer given while closing says `Connection: close`, and the connection it leaves idle
 *   is ended, so a keep-alive connection does not hold the close until its own timeout.
 * Register after the hook that sets the common headers, so the 503 carries them too.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(isClosing ? new ServiceUnavailableError() : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    // The connection counts as idle only once Node has finished with the answer.
    if (isClosing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}
