/** A scenario's verdicts and the figures the operations guide quotes. */
export type Check = { name: string; passed: boolean; detail: string };

export type ScenarioResult = {
  name: string;
  seconds: number;
  /** Label → value, in the order they were recorded. */
  figures: [string, string][];
  checks: Check[];
};

/** Collects a scenario's figures (printed as they come) and checks. */
export class ScenarioRecord {
  readonly figures: [string, string][] = [];
  readonly checks: Check[] = [];
  private readonly started = performance.now();

  constructor(readonly name: string) {
    log(`\n=== ${name} ===`);
  }

  figure(label: string, value: string | number) {
    this.figures.push([label, String(value)]);
    log(`  ${label}: ${value}`);
  }

  check(name: string, passed: boolean, detail: string) {
    this.checks.push({ name, passed, detail });
    log(`  ${passed ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  }

  /** A scenario that threw: its own failed check, with the error. */
  crashed(error: unknown) {
    this.check('the scenario ran to its end', false, error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error));
  }

  result(): ScenarioResult {
    return { name: this.name, seconds: (performance.now() - this.started) / 1000, figures: this.figures, checks: this.checks };
  }
}

export function log(line: string) {
  console.info(line);
}

export const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function pad(text: string, width: number) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The summary at the end: every check of every scenario, then the figures, then the verdict line. */
export function printSummary(results: readonly ScenarioResult[], totalSeconds: number): { passed: number; failed: number } {
  const rows = results.flatMap((r) => r.checks.map((c) => [r.name, c.passed ? 'PASS' : 'FAIL', c.name, c.detail] as const));
  const widths = [0, 1, 2].map((i) => Math.min(60, Math.max(...rows.map((row) => row[i]?.length ?? 0), 8)));
  log('\n=== summary ===');
  log(`${pad('scenario', widths[0] ?? 0)}  ${pad('result', widths[1] ?? 0)}  ${pad('check', widths[2] ?? 0)}  detail`);
  for (const row of rows) log(`${pad(row[0], widths[0] ?? 0)}  ${pad(row[1], widths[1] ?? 0)}  ${pad(row[2], widths[2] ?? 0)}  ${row[3]}`);
  log('\nfigures:');
  for (const result of results) {
    log(`  ${result.name} (${result.seconds.toFixed(0)} s)`);
    for (const [label, value] of result.figures) log(`    ${label}: ${value}`);
  }
  const passed = rows.filter((row) => row[1] === 'PASS').length;
  const failed = rows.length - passed;
  log(`\nwhole run ${totalSeconds.toFixed(0)} s`);
  return { passed, failed };
}
