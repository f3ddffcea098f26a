import http from 'node:http';

/** One call's outcome: `status` is undefined when no answer came (refused, reset, timed out). */
export type Answer = {
  status: number | undefined;
  body: string;
  error?: string;
  /** performance.now() when the request was handed to the socket, and when its answer (or error) came. */
  sentAt: number;
  doneAt: number;
};

export type Connection = {
  request(method: string, path: string, options?: { json?: unknown; token?: string }): Promise<Answer>;
  close(): void;
};

const requestTimeoutMs = 30_000;

/**
 * One keep-alive connection to the server (an agent with a single socket): a customer of the
 * spec's client, or one reader. Calls on it go one after another.
 */
export function openConnection(baseUrl: string): Connection {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(baseUrl);
  return {
    request(method, path, options = {}) {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const headers: Record<string, string> = {};
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return new Promise<Answer>((resolve) => {
        const sentAt = performance.now();
        const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), sentAt, doneAt: performance.now() }));
          res.on('error', (error) => resolve({ status: undefined, body: '', error: describe(error), sentAt, doneAt: performance.now() }));
        });
        req.setTimeout(requestTimeoutMs, () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
        req.on('error', (error) => resolve({ status: undefined, body: '', error: describe(error), sentAt, doneAt: performance.now() }));
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? error.message;
}

export function parseJson<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/**
 * Answers per call: how many had the call's success status, how many 503 (expected while the
 * database is down), and every other status or connection error by name.
 */
export class Tally {
  readonly calls = new Map<string, { ok: number; unavailable: number; other: Map<string, number> }>();

  add(call: string, answer: Answer, success: readonly number[]) {
    let entry = this.calls.get(call);
    if (!entry) {
      entry = { ok: 0, unavailable: 0, other: new Map() };
      this.calls.set(call, entry);
    }
    if (answer.status !== undefined && success.includes(answer.status)) entry.ok += 1;
    else if (answer.status === 503) entry.unavailable += 1;
    else {
      const key = answer.status === undefined ? `no answer (${answer.error ?? '?'})` : String(answer.status);
      entry.other.set(key, (entry.other.get(key) ?? 0) + 1);
    }
  }

  total(): number {
    let n = 0;
    for (const entry of this.calls.values()) n += entry.ok + entry.unavailable + [...entry.other.values()].reduce((a, b) => a + b, 0);
    return n;
  }

  /** Answers with the given status (or a status class: '5xx') over every call. */
  count(matches: (status: string) => boolean): number {
    let n = 0;
    for (const entry of this.calls.values()) {
      for (const [status, count] of entry.other) if (matches(status)) n += count;
    }
    return n;
  }

  lines(): string[] {
    return [...this.calls].map(([call, entry]) => {
      const other = [...entry.other].map(([status, n]) => `${status}×${n}`).join(', ');
      return `${call}: ok ${entry.ok}, 503 ${entry.unavailable}, other ${other || '0'}`;
    });
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every `everyMs` until it is true or `timeoutMs` passed; answers whether it became true. */
export async function waitUntil(probe: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (performance.now() > deadline) return false;
    await sleep(everyMs);
  }
}
