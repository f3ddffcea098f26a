import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { marketplaceMailBudget } from '@kt/contract/limits';
import type { RatingRequest, ReachUsRequest, ScheduleRequest } from '@kt/contract/marketplace/forms';
import { scheduleWhenToKeep } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import type { RateLimiter } from '../../platform/rate-limits/rate-limit.ts';
import type { MarketplaceFormsRepo } from './forms.repo.ts';
import { verifiedDealerMessages } from '@kt/contract/selling/verified-dealer-messages';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type MarketplaceFormsDeps = {
  repo: MarketplaceFormsRepo;
  db: Db;
  jobs: Jobs;
  rateLimiter: RateLimiter;
  /** Where the dealer's mail links to, and the scale of the rate limits (tests shrink it). */
  publicUrl: string;
  rateLimitScale: number;
  log: Pick<FastifyBaseLogger, 'info'>;
};

/**
 * Spec sections 3 and 7 'Marketplace': the three forms of a dealer's public page (schedule a
 * pickup, rate the dealer, reach us). Each is stored for the dealer's requests page and e-mailed
 * to the dealer. The dealer's name and type sent along by the client are not trusted: the row
 * is tied to the dealer id, and the e-mail names the dealer from their own record.
 */
export function createMarketplaceFormsService(deps: MarketplaceFormsDeps) {
  const { repo, db, jobs, rateLimiter, log } = deps;
  const requestsLink = { label: 'See your requests', link: `${deps.publicUrl}/dealer/requests` };

  /**
   * Stores a form and queues the dealer's mail with it, while the dealer's mail budget lasts
   * (marketplaceMailBudget): a flood of forms from many addresses reaches the dealer's requests
   * page, never their inbox beyond the budget.
   */
  async function storeAndTell(dealerId: number, store: (tx: Transaction) => Promise<unknown>, mail: MailMessage) {
    const budget = await rateLimiter.hit({
      key: `marketplace-mail:dealer:${dealerId}`,
      limit: Math.ceil(marketplaceMailBudget.perDealer * deps.rateLimitScale),
      windowSeconds: marketplaceMailBudget.windowSeconds,
    });
    await db.transaction(async (tx) => {
      await store(tx);
      if (budget.allowed) await jobs.sendMail(tx, mail);
    });
    if (!budget.allowed) log.info({ dealerId }, 'marketplace mail budget of this dealer spent: stored without a mail');
  }

  /** The dealer a form is for: 404 with the form's failure text unless a verified dealer, 409 when inactive. */
  async function dealerTakingRequests(id: number, failed: string) {
    const dealer = await repo.findDealer(id);
    if (!dealer) throw new AppError('NOT_FOUND', failed, { dealer_id: [messages.marketplace.notFound] });
    if (!dealer.isActive) throw new AppError('CONFLICT', messages.marketplace.inactive);
    return dealer;
  }

  return {
    async schedulePickup(form: ScheduleRequest, sourceIp: string): Promise<void> {
      const dealer = await dealerTakingRequests(form.dealer_id, messages.marketplace.scheduleFailed);
      // A pickup is booked only with a bookable dealer (issue 28: documents verified, an area and a price).
      if (!dealer.bookable) throw new AppError('CONFLICT', verifiedDealerMessages.notBookable);
      // The spec's client sends a fixed date and time: one that cannot be kept is agreed with the visitor, not refused.
      const kept = scheduleWhenToKeep(form.select_date, form.select_time);
      const toBeAgreed = messages.marketplaceArea.scheduleWhenToBeAgreed;
      const when = kept ? `${formatPickupDate(kept.date)} at ${kept.time}` : null;
      await storeAndTell(
        dealer.id,
        (tx) =>
          repo.insertScheduleRequest(
            {
              dealerId: dealer.id,
              selectDate: kept?.date ?? null,
              selectTime: kept?.time ?? null,
              name: form.name,
              email: form.email,
              phone: form.phone_number,
              pincode: form.pincode,
              stateAndCountry: form.state_n_country,
              address: form.address,
              sourceIp,
            },
            tx,
          ),
        noticeEmail({
          to: dealer.email,
          subject: when ? `New pickup request for ${when}` : `New pickup request: ${toBeAgreed.toLowerCase()}`,
          greeting: `Hello ${dealer.name},`,
          intro: when ? `${form.name} asks you to pick up scrap on ${when}.` : `${form.name} asks you to pick up scrap. ${toBeAgreed} with them.`,
          rows: [
            ...(kept
              ? ([
                  ['Date', formatPickupDate(kept.date)],
                  ['Time', kept.time],
                ] as const)
              : ([['Date and time', toBeAgreed]] as const)),
            ['Name', form.name],
            ['Phone', form.phone_number],
            ['E-mail', form.email],
            ['Pincode', form.pincode],
            ['State and country', form.state_n_country],
            ['Address', form.address],
          ],
          action: requestsLink,
        }),
      );
    },

    /**
     * The spec's open rating; from a signed-in customer (`customerId`) with a Completed pickup of
     * this dealer it is stored as a verified pickup (issue 28).
     */
    async rate(form: RatingRequest, sourceIp: string, customerId?: number): Promise<void> {
      const dealer = await dealerTakingRequests(form.dealer_id, messages.marketplace.ratingFailed);
      const rating = form.rating.toFixed(1);
      const verifiedPickup = customerId !== undefined && (await repo.hasCompletedPickup(customerId, dealer.id));
      await storeAndTell(
        dealer.id,
        (tx) => repo.insertRating({ dealerId: dealer.id, rating, review: form.rate_count, sourceIp, customerId: customerId ?? null, verifiedPickup }, tx),
        noticeEmail({
          to: dealer.email,
          subject: `New rating: ${rating} of 5`,
          greeting: `Hello ${dealer.name},`,
          intro: `A visitor of your marketplace page rated you ${rating} of 5.`,
          rows: [
            ['Rating', `${rating} of 5`],
            ['Review', form.rate_count ?? 'No review was written.'],
          ],
          action: requestsLink,
        }),
      );
    },

    async reachUs(form: ReachUsRequest, sourceIp: string): Promise<void> {
      const dealer = await dealerTakingRequests(form.dealer_id, messages.marketplace.reachUsFailed);
      await storeAndTell(
        dealer.id,
        (tx) =>
          repo.insertReachUsMessage(
            {
              dealerId: dealer.id,
              subject: form.subject,
              name: form.name,
              email: form.email,
              phone: form.phone_number,
              message: form.message,
              sourceIp,
            },
            tx,
          ),
        noticeEmail({
          to: dealer.email,
          subject: `New message from ${form.name}`,
          greeting: `Hello ${dealer.name},`,
          intro: `${form.name} sent you a message from your marketplace page.`,
          rows: [
            ['Subject', form.subject],
            ['Name', form.name],
            ['Phone', form.phone_number],
            ['E-mail', form.email],
            ['Message', form.message],
          ],
          action: requestsLink,
        }),
      );
    },
  };
}
export type MarketplaceFormsService = ReturnType<typeof createMarketplaceFormsService>;
