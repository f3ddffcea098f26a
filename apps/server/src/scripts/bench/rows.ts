import type { Measurement } from './load.ts';

export type ServerName = 'bare' | 'postgres' | 'embedded';

/**
 * What a row measures, which decides its bare reference and its targets:
 * answers held in memory compare with the bare fixed JSON, database reads with the bare
 * one-SELECT route, a server-rendered page with the JSON its data comes from (same server, same run).
 */
export type RowKind = 'fixed-json' | 'one-select' | 'health' | 'memory' | 'db-read' | 'order-list' | 'sign-in' | 'loop-proxy' | 'checkout' | 'page';

export type CheckoutOutcome = {
  /** order_confirm answers 201 (warm-up included). */
  placed: number;
  /** order_confirm answers 200 ('already placed'): none expected. */
  repeated: number;
  /** Orders found in the database beyond the generated ones, once the server stopped. */
  counted: number | undefined;
  ordersPerSecond: number;
  /** Answers per call that were not the expected status, e.g. { 'add_item 500': 3 }. */
  failedCalls: Record<string, number>;
};

/** A server-rendered page's row: what it is compared with, and whether the server really rendered it. */
export type RenderedPageCheck = {
  /**
   * Keys of the same server's JSON rows the page's data comes from. The page is judged against
   * the slowest of them: a page that reads two lists must keep up with its slower list alone.
   */
  json: string[];
  /** A probe before the load saw the rendered page (its data script), not the shell the browser renders. */
  rendered: boolean;
  /** What the probe saw: status, encoding, size. */
  seen: string;
};

export type Row = {
  server: ServerName;
  /** Matches the same endpoint across servers ('search-282001'). */
  key: string;
  endpoint: string;
  kind: RowKind;
  measurement: Measurement;
  checkout?: CheckoutOutcome;
  page?: RenderedPageCheck;
  note?: string;
};
