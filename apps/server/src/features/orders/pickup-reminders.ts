import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { indiaDate } from '@kt/contract/india-time';
import { addDays, isCalendarDate } from '@kt/contract/orders/pickup-dates';
import type { Db } from '../../platform/db/client.ts';
import { onlyOnThisMachine } from '../../platform/mail/dev-mailbox.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { pickupReminderEmail } from './order-emails.ts';
import { orderNotices } from './order-messages.ts';
import { claimReminder, findOrdersToRemind } from './orders.repo.ts';

/** The evening before a pickup, 18:00 India time (the job queue's cron runs on India's clock). */
export const pickupRemindersCron = '0 18 * * *';

type ReminderDeps = {
  db: Db;
  messages: Pick<Messages, 'queue'>;
  jobs: Pick<Jobs, 'sendMail'>;
  publicUrl: string;
  /** Reminds the pickups of the India day after this instant (default: now). */
  now?: Date;
  /** Reminds the pickups of this day (YYYY-MM-DD) instead: the development trigger's `?date=`. */
  pickupDate?: string;
};

/**
 * Queues the customer's reminder of every Accepted pickup due tomorrow (India's date) that has
 * none yet, each in a transaction of its own that claims the order first: run by two instances
 * at once, every pickup is reminded once. Answers how many were reminded here.
 */
export async function runPickupReminders(deps: ReminderDeps): Promise<number> {
  const pickupDate = deps.pickupDate ?? addDays(indiaDate(deps.now ?? new Date()), 1);
  const notices = orderNotices(deps.publicUrl);
  let reminded = 0;
  for (const orderId of await findOrdersToRemind(deps.db, pickupDate)) {
    const claimed = await deps.db.transaction(async (tx) => {
      const order = await claimReminder(tx, orderId);
      if (!order) return false;
      const { wantsEmail, language } = await notifyUser(deps, tx, notices.reminder(order.customerId, order));
      if (wantsEmail) await deps.jobs.sendMail(tx, inLanguage(language, () => pickupReminderEmail(order.customer, order, `${deps.publicUrl}/sell/user/pickup`)));
      return true;
    });
    if (claimed) reminded += 1;
  }
  return reminded;
}

const ZTriggerQuery = z.object({ date: z.string().refine(isCalendarDate, 'a date as YYYY-MM-DD').optional() });

/**
 * POST /dev/jobs/pickup-reminders[?date=YYYY-MM-DD]: runs the reminders now, for the browser
 * journeys (which cannot wait for 18:00). Registered where the development mailbox is (never in
 * production), and answers callers on this machine only.
 */
export function registerPickupRemindersTrigger(app: FastifyInstance, path: string) {
  const { db, messages, jobs, config } = app.deps;
  // Never beyond this machine, whatever DEV_MAILBOX_REMOTE says.
  const onlyHere = onlyOnThisMachine({ allowRemote: false });
  app.post(path, { onRequest: onlyHere, schema: { querystring: ZTriggerQuery } }, async (request) => {
    const { date } = request.query as z.infer<typeof ZTriggerQuery>;
    const reminded = await runPickupReminders({ db, messages, jobs, publicUrl: config.publicUrl, ...(date ? { pickupDate: date } : {}) });
    return { reminded };
  });
}
