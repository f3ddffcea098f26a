import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The development mailbox (no SMTP in the e2e server): GET /dev/mailbox.json?to=<email>
 * answers the mail kept for that address, newest first.
 */
export type Mail = { id: number; to: string; subject: string; text: string; createdAt: string };

export type LinkKind = 'verify' | 'reset';

/** The links the server puts in its mails: PUBLIC_URL plus the web app's route (spec 2.4). */
const linkPatterns: Record<LinkKind, RegExp> = {
  verify: /https?:\/\/\S+?\/v3\/api\/email-verify\/(?:customer|dealer)\/Frontend\/\?token=[^\s<>"]+/,
  reset: /https?:\/\/\S+?\/v3\/api\/password-reset-confirm\/(?:customer|dealer)\/\d+\/[^\s/<>"]+\/Frontend/,
};

/** Every mail kept for `email`, newest first. */
export async function readMails(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get('/dev/mailbox.json', { params: { to: email } });
  expect(response.status(), 'GET /dev/mailbox.json').toBe(200);
  return (await response.json()) as Mail[];
}

export async function countMails(request: APIRequestContext, email: string): Promise<number> {
  return (await readMails(request, email)).length;
}

/** The link of the given kind in the newest mail that has one, if any (newer than mail `afterId` when given). */
export async function findLatestLink(
  request: APIRequestContext,
  email: string,
  kind: LinkKind,
  afterId = 0,
): Promise<string | undefined> {
  for (const mail of await readMails(request, email)) {
    if (mail.id <= afterId) break;
    const link = linkPatterns[kind].exec(mail.text)?.[0];
    if (link) return link;
  }
  return undefined;
}

/**
 * Waits (polling the mailbox) until a mail to `email` carrying a link of `kind` is there, and
 * answers that link as written in the mail (absolute, on PUBLIC_URL). `afterId` skips mail
 * that was already there (the id of the newest mail seen before).
 */
export async function readLatestLink(
  request: APIRequestContext,
  email: string,
  kind: LinkKind,
  options: { afterId?: number; timeout?: number } = {},
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = await findLatestLink(request, email, kind, options.afterId ?? 0);
        return link;
      },
      { message: `a ${kind} link mailed to ${email}`, timeout: options.timeout ?? 10_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error(`No ${kind} link mailed to ${email}`);
  return link;
}
