// The part of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Headers = Record<string, string>;

  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Headers;
    body?: string | Buffer;
    /** Builds the request from the previous one and the connection's context; falsy restarts the sequence. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | undefined | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Headers) => void;
  };

  export type AutocannonClient = {
    setRequests(requests: AutocannonRequest[]): void;
    /** Internal: where each response's body chunks are appended to a string (for onResponse). */
    pipelinedRequests: { addBody(data: Buffer): void };
  };

  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Headers;
    body?: string;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
    maxConnectionRequests?: number;
    overallRate?: number;
    excludeErrorStats?: boolean;
  };

  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number; p99_9: number };

  export type AutocannonResult = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
  };

  export type AutocannonInstance = PromiseLike<AutocannonResult> & { stop(): void };

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
