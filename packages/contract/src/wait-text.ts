import { messages } from './messages.ts';

/** A catalogue text with its {placeholders} filled in. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** How long to wait, in whole minutes rounded up, as a person reads it: '1 minute', '15 minutes'. */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? messages.general.waitOneMinute : fillMessage(messages.general.waitMinutes, { n: minutes });
}

/** The 429 text with the real wait in it. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return fillMessage(messages.general.tooManyRequests, { wait: describeWait(retryAfterSeconds) });
}
