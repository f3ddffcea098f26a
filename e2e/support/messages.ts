import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The development outbox of SMS and WhatsApp (no provider in the e2e server):
 * GET /dev/messages.json?to=<number> answers what the server would have sent to that number,
 * newest first. Messages go out by a job, so a journey polls until the one it waits for is there.
 */
export type PhoneChannel = 'sms' | 'whatsapp';
export type OutboxMessage = { id: number; channel: PhoneChannel; to: string; text: string; createdAt: string };

/** A message a journey waits for: the text it must match, and the channel when it matters. */
export type MessageWanted = { text: RegExp; channel?: PhoneChannel };

/** Every message kept for `mobile` (its 10 digits or +91 form), newest first. */
export async function readMessages(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/messages.json', { params: { to: mobile } });
  expect(response.status(), `GET /dev/messages.json?to=${mobile}: ${await response.text()}`).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** The id of the newest message kept for `mobile`, 0 when none: what a later wait skips. */
export async function newestMessageId(request: APIRequestContext, mobile: string): Promise<number> {
  return (await readMessages(request, mobile))[0]?.id ?? 0;
}

function matches(message: OutboxMessage, wanted: MessageWanted): boolean {
  return wanted.text.test(message.text) && (wanted.channel === undefined || message.channel === wanted.channel);
}

/**
 * Waits (polling the outbox) until a message to `mobile` matching `wanted` is there (newer than
 * message `afterId` when given), and answers the newest such message.
 */
export async function waitForMessage(
  request: APIRequestContext,
  mobile: string,
  wanted: MessageWanted,
  options: { afterId?: number; timeout?: number } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  let seen: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        seen = (await readMessages(request, mobile)).filter((message) => message.id > (options.afterId ?? 0));
        found = seen.find((message) => matches(message, wanted));
        return found !== undefined;
      },
      {
        message: `a message to ${mobile} matching ${String(wanted.text)}${wanted.channel ? ` by ${wanted.channel}` : ''}; there were: ${JSON.stringify(seen.map(({ channel, text }) => ({ channel, text })))}`,
        timeout: options.timeout ?? 15_000,
      },
    )
    .toBe(true);
  if (!found) throw new Error(`No message to ${mobile} matching ${String(wanted.text)}`);
  return found;
}

/** The 6-digit sign-up or sign-in code in the newest code message to `mobile` (after message `afterId`). */
export async function readLatestCode(
  request: APIRequestContext,
  mobile: string,
  options: { afterId?: number; timeout?: number } = {},
): Promise<string> {
  const message = await waitForMessage(request, mobile, { text: /^\d{6} is your .+ code\b/ }, options);
  const code = /^(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in "${message.text}"`);
  return code;
}
