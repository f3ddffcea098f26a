import { ProviderError } from './message-types.ts';

/** Long enough for a slow provider, short enough that a hung one does not hold a worker. */
export const providerTimeoutMs = 10_000;

/** What a provider answered: its status and body as text, as kept for the admin. */
export type ProviderAnswer = { status: number; body: string; answer: string };

const shorten = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The answer as the admin reads it: the HTTP status and the body, shortened. */
export const answerText = (status: number, body: string) => shorten(`${status} ${body.trim()}`);

/**
 * POSTs a JSON body to a provider. A call that never got an answer (refused, reset, timed out)
 * is a transient ProviderError: the job tries again later.
 */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs = providerTimeoutMs): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describeNetworkError(error)) : String(error);
    throw new ProviderError(`provider unreachable: ${reason}`, { answer: `network: ${reason}`, isPermanent: false });
  }
  return { status: response.status, body: text, answer: answerText(response.status, text) };
}

/** fetch hides the socket's error (ECONNREFUSED, ENOTFOUND) in its cause. */
function describeNetworkError(error: Error): string {
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

/** Parses a provider's JSON body; undefined when it is not JSON (an HTML error page of a proxy). */
export function readJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
