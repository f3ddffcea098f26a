import { describe, expect, it } from 'vitest';
import type { Measurement } from './load.ts';
import { evaluate, formatTable } from './report.ts';
import type { Row } from './rows.ts';

const measured = (requestsPerSecond: number): Measurement => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 5,
  requests: requestsPerSecond * 10,
  errors: 0,
  unexpected: 0,
  statuses: { '200': requestsPerSecond * 10 },
  seconds: 10,
});

const jsonRow = (key: string, endpoint: string, requestsPerSecond: number): Row => ({
  server: 'postgres',
  key,
  endpoint,
  kind: 'db-read',
  measurement: measured(requestsPerSecond),
});

const pageRow = (requestsPerSecond: number, page: Partial<NonNullable<Row['page']>> = {}): Row => ({
  server: 'postgres',
  key: 'sell-page',
  endpoint: 'GET /sell/sellitem as HTML',
  kind: 'page',
  measurement: measured(requestsPerSecond),
  page: { json: ['search-home', 'getdealers-home'], rendered: true, seen: 'rendered: 200 text/html, br, 8530 bytes sent', ...page },
});

const lists = [jsonRow('search-home', 'GET search-subcategory', 10_000), jsonRow('getdealers-home', 'GET getdealers', 12_000)];

function pageTargets(rows: Row[]) {
  const page = evaluate(rows).find((row) => row.kind === 'page');
  if (!page) throw new Error('no page row evaluated');
  return { page, share: page.targets.find((t) => t.target === '≥50 % JSON'), rendered: page.targets.find((t) => t.target === 'rendered') };
}

describe('a server-rendered page row against its JSON', () => {
  it('is judged against the slower of its JSON rows, and passes at half its rate or more', () => {
    const { page, share } = pageTargets([...lists, pageRow(6_000)]);
    expect(page.ratioToJson).toBeCloseTo(0.6);
    expect(share?.pass).toBe(true);
    expect(share?.detail).toContain('60 % of GET search-subcategory (10,000 req/s)');
    // Both lists one after another: 1 / (1/10,000 + 1/12,000) = 5,455 a second.
    expect(share?.detail).toContain('110 % of its 2 reads one after another');
  });

  it('fails under half the slower JSON row, though well above half of both lists read one after another', () => {
    const { page, share } = pageTargets([...lists, pageRow(4_900)]);
    expect(page.ratioToJson).toBeCloseTo(0.49);
    expect(share?.pass).toBe(false);
  });

  it('fails when the probe saw the shell instead of the rendered page, whatever its rate', () => {
    const { share, rendered } = pageTargets([...lists, pageRow(9_000, { rendered: false, seen: 'the shell, not the rendered page: 200 text/html' })]);
    expect(share?.pass).toBe(true);
    expect(rendered).toMatchObject({ pass: false, detail: 'the shell, not the rendered page: 200 text/html' });
  });

  it('fails when one of its JSON rows was not measured in the run', () => {
    const { page, share } = pageTargets([lists[0] as Row, pageRow(9_000)]);
    expect(page.ratioToJson).toBeUndefined();
    expect(share?.pass).toBe(false);
    expect(share?.detail).toContain('search-home, getdealers-home');
  });

  it('shows the ratio in the table, and its failed target', () => {
    const table = formatTable(evaluate([...lists, pageRow(4_000)]));
    const line = table.split('\n').find((l) => l.includes('as HTML')) ?? '';
    expect(line).toMatch(/\b0\.40\b.*FAIL ≥50 % JSON/);
    expect(line).not.toContain('rendered');
  });
});
