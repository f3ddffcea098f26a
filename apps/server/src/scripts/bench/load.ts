import autocannon, { type AutocannonInstance, type AutocannonOptions, type AutocannonResult } from 'autocannon';
import { onCleanup } from './cleanup.ts';

export type Measurement = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers with a status the endpoint should not give (429, 4xx, 5xx, ...). */
  unexpected: number;
  statuses: Record<string, number>;
  seconds: number;
};

/** Runs autocannon; Ctrl-C stops it (the cleanup runs the stop). */
export async function runAutocannon(options: AutocannonOptions): Promise<AutocannonResult> {
  const instance: AutocannonInstance = autocannon({ timeout: 30, ...options });
  const step = onCleanup('stop load', async () => instance.stop());
  try {
    return await instance;
  } finally {
    step.dismiss();
  }
}

export function summarise(result: AutocannonResult, successStatuses: number[], seconds = result.duration): Measurement {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const succeeded = successStatuses.reduce((n, code) => n + (statuses[String(code)] ?? 0), 0);
  return {
    requestsPerSecond: seconds > 0 ? answered / seconds : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answered,
    errors: result.errors,
    unexpected: answered - succeeded,
    statuses,
    seconds,
  };
}

export type LoadSettings = { connections: number; duration: number; warmup: number };

/**
 * autocannon 9 appends every response body to a string for onResponse, read or not: decoding a
 * compressed page that way costs the load generator (on the same cores as the server) about
 * 50 µs an answer, a JSON list about 1 µs. Loads that never read bodies skip it, so a
 * compressed page is not charged for the generator's decoding.
 */
export function withoutBodies(options: Omit<AutocannonOptions, 'connections' | 'duration'>): Omit<AutocannonOptions, 'connections' | 'duration'> {
  if (options.setupClient || options.requests?.some((request) => request.onResponse)) return options;
  return {
    ...options,
    setupClient: (client) => {
      client.pipelinedRequests.addBody = () => {};
    },
  };
}

/** A warm-up (discarded), then the measured run, at the same connections. */
export async function measure(
  settings: LoadSettings,
  options: Omit<AutocannonOptions, 'connections' | 'duration'>,
  successStatuses: number[] = [200],
): Promise<Measurement> {
  const load = withoutBodies(options);
  if (settings.warmup > 0) await runAutocannon({ ...load, connections: settings.connections, duration: settings.warmup });
  const result = await runAutocannon({ ...load, connections: settings.connections, duration: settings.duration });
  return summarise(result, successStatuses);
}

/** Requests that walk through `paths` in turn, one per request (e.g. every generated pincode). */
export function rotatingPaths(paths: string[]): AutocannonOptions['requests'] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const path = paths[next % paths.length] ?? '/';
        next += 1;
        return { ...request, path };
      },
    },
  ];
}
