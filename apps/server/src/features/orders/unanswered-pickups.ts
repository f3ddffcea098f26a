import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isCalendarDate } from '@kt/contract/orders/pickup-dates';
import { answerWithinDaytimeMinutes, isAnswerOverdue } from '@kt/contract/orders/pickup-watch';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { onlyOnThisMachine } from '../../platform/mail/dev-mailbox.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { unansweredEmail } from './follow-up-emails.ts';
import { createFollowUpRepo } from './follow-up.repo.ts';

/** Every 15 minutes of the dealers' daytime and the hour after it (the job queue's cron runs on India's clock). */
export const unansweredPickupsCron = '*/15 8-19 * * *';

type Deps = {
  db: Db;
  messages: Pick<Messages, 'queue'>;
  jobs: Pick<Jobs, 'sendMail'>;
  publicUrl: string;
  /** The instant to judge by (default: now): the development trigger's `?at=`. */
  now?: Date;
  /** Only this order (the development trigger's `?order=`, so a journey flags its own pickup only). */
  orderNumber?: string;
};

/**
 * Flags to its customer every New pickup its dealer has not answered within 4 of the dealers'
 * daytime hours (contract orders/pickup-watch.ts), once: each in a transaction of its own that
 * claims the order first, so of two instances running it at once one flags it. The customer's
 * card shows the flag (the order lists' follow_up) and a message tells them. Answers how many
 * were flagged here.
 */
export async function runUnansweredPickups(deps: Deps): Promise<number> {
  const now = deps.now ?? new Date();
  const repo = createFollowUpRepo(deps.db);
  const link = `${deps.publicUrl}/sell/user/pickup`;
  let flagged = 0;
  for (const candidate of await repo.findUnflagged(now, answerWithinDaytimeMinutes)) {
    if (!isAnswerOverdue(candidate.createdAt, now)) continue;
    if (deps.orderNumber !== undefined && candidate.orderNumber !== deps.orderNumber) continue;
    const claimed = await repo.transaction(async (tx) => {
      const order = await repo.claimUnanswered(tx, candidate.id);
      if (!order) return false;
      const { wantsEmail, language } = await notifyUser(deps, tx, {
        userId: order.customerId,
        kind: 'pickup_unanswered',
        values: { order: order.orderNumber, link },
        orderNumber: order.orderNumber,
      });
      if (wantsEmail) {
        const to = await repo.findAccount(order.customerId, tx);
        await deps.jobs.sendMail(tx, inLanguage(language, () => unansweredEmail(to, order, link)));
      }
      return true;
    });
    if (claimed) flagged += 1;
  }
  return flagged;
}

const ZTriggerQuery = z.object({ at: z.iso.datetime({ offset: true }).optional(), order: z.string().max(40).optional() });

/**
 * POST /dev/jobs/unanswered-pickups[?at=ISO instant]: runs the task now, judged at `at`, for the
 * browser journeys (which cannot wait 4 hours). Registered outside production only, and answers
 * callers on this machine only.
 */
export function registerUnansweredPickupsTrigger(app: FastifyInstance, path: string) {
  const { db, messages, jobs, config } = app.deps;
  const onlyHere = onlyOnThisMachine({ allowRemote: false });
  app.post(path, { onRequest: onlyHere, schema: { querystring: ZTriggerQuery } }, async (request) => {
    const { at, order } = request.query as z.infer<typeof ZTriggerQuery>;
    const flagged = await runUnansweredPickups({
      db,
      messages,
      jobs,
      publicUrl: config.publicUrl,
      ...(at ? { now: new Date(at) } : {}),
      ...(order ? { orderNumber: order } : {}),
    });
    return { flagged };
  });
}

const ZBackdateQuery = z.object({ order: z.string().min(1).max(40), date: z.string().refine(isCalendarDate, 'a date as YYYY-MM-DD') });

/**
 * POST /dev/orders/pickup-date?order=&date=: moves a pickup to another day (a past one: its slot
 * is over), for the browser journeys of the no-show, which cannot wait for a slot to end. Outside
 * production only, for callers on this machine only; the same as a test's SQL on the row.
 */
export function registerPickupDateTrigger(app: FastifyInstance, path: string) {
  const { db } = app.deps;
  const onlyHere = onlyOnThisMachine({ allowRemote: false });
  app.post(path, { onRequest: onlyHere, schema: { querystring: ZBackdateQuery } }, async (request) => {
    const { order, date } = request.query as z.infer<typeof ZBackdateQuery>;
    return { moved: await createFollowUpRepo(db).movePickupDate(order, date) };
  });
}
