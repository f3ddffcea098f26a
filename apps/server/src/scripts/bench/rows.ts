import type { Measurement } from './load.ts';

export type ServerName = 'bare' | 'postgres' | 'embedded';

/**
 * What a row measures, which decides its bare reference and its targets:
 * answers held in memory compare with the bare fixed JSON, database reads with the bare
 * one-SELECT route.
 */
export type RowKind = 'fixed-json' | 'one-select' | 'health' | 'memory' | 'db-read' | 'order-list' | 'sign-in' | 'loop-proxy' | 'checkout';

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

export type Row = {
  server: ServerName;
  /** Matches the same endpoint across servers ('search-282001'). */
  key: string;
  endpoint: string;
  kind: RowKind;
  measurement: Measurement;
  checkout?: CheckoutOutcome;
  note?: string;
};
