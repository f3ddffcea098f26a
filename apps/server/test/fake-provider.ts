import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call a fake provider received, and what it answered. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
  status: number;
  answer: unknown;
  /** Date.now() when it arrived (a test measures the backoff between tries). */
  receivedAt: number;
};

/** What a fake can be told to answer instead of its normal answer: the provider down, its rate limit, or a refusal. */
export type FakeFailure = 'server-error' | 'rate-limit' | 'permanent';

export type FakeAnswer = { status: number; body: unknown };

export type FakeProviderServer = {
  /** http://127.0.0.1:PORT */
  origin: string;
  requests: RecordedRequest[];
  /** Answers the next `count` calls (whatever they ask) with `failure` and nothing else. */
  failNext(failure: FakeFailure, count?: number): void;
  close(): Promise<void>;
};

/**
 * An HTTP server on 127.0.0.1 (a free port) that answers like a provider's API: `answer` checks
 * the call as the provider would; `failureAnswer` gives the provider's own body for a failure
 * the test asked for. Every call is recorded, refused ones too.
 */
export async function startFakeProviderServer(options: {
  answer(request: { method: string; path: string; headers: IncomingHttpHeaders; json: unknown }): FakeAnswer;
  failureAnswer(failure: FakeFailure): FakeAnswer;
}): Promise<FakeProviderServer> {
  const requests: RecordedRequest[] = [];
  const failures: FakeFailure[] = [];
  const server = createServer((req, res) => {
    const receivedAt = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        json = undefined;
      }
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const failure = failures.shift();
      const { status, body } = failure ? options.failureAnswer(failure) : options.answer({ method, path, headers: req.headers, json });
      requests.push({ method, path, headers: req.headers, text, json, status, answer: body, receivedAt });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    failNext(failure, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
