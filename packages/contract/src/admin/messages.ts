import { z } from 'zod';
import { consoleMessages } from './console-messages.ts';

/** The most failed messages the list shows: the newest ones (the admin home counts them all). */
export const failedMailsListMax = 100;

/**
 * GET /v3/admin/messages/failed/ (an admin): outgoing mail that failed beyond its retries, newest
 * failure first, at most failedMailsListMax. `attempts` counts every try; `error` is the mail
 * server's last answer; `failed_at` is null only for a mail whose failure time was not kept.
 */
export const ZFailedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type FailedMail = z.infer<typeof ZFailedMail>;
export const ZFailedMailList = z.array(ZFailedMail);

/**
 * POST /v3/admin/messages/{id}/retry/ (an admin, no body): queues a failed mail again. 200 { msg };
 * 404 when no failed mail has that id (sent again already, or gone after a month); 400 for an id
 * that is not a UUID. Writes the audit row 'mail.retry'.
 */
export const ZFailedMailParams = z.object({ id: z.uuid({ error: consoleMessages.failedMailIdInvalid }) });

