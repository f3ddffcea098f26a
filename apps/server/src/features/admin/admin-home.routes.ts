import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminSummary, type AdminSummary } from '@kt/contract/admin/home';
import { endpoints } from '@kt/contract/endpoints';
import { authenticate } from '../../platform/auth/guard.ts';
import { createAdminHomeRepo, indiaPeriods } from './admin-home.repo.ts';

/** The admin's home figures at `now`: what waits, and today's and this week's orders and sign-ups in India. */
export async function readAdminSummary(repo: ReturnType<typeof createAdminHomeRepo>, now: Date): Promise<AdminSummary> {
  const periods = indiaPeriods(now);
  const waiting = await repo.waiting();
  const placed = await repo.ordersPlaced(periods);
  const signUps = await repo.signUps(periods);
  const figure = (row: { count: number; oldest: Date | null }) => ({ count: row.count, oldest_at: row.oldest?.toISOString() ?? null });
  const split = (row: { today: number; thisWeek: number }) => ({ today: row.today, this_week: row.thisWeek });
  return {
    today: periods.today,
    week_start: periods.weekStart,
    waiting: {
      pincode_requests: figure(waiting.pincode),
      category_requests: figure(waiting.category),
      documents: figure(waiting.documents),
    },
    orders: split(placed),
    sign_ups: { customers: split(signUps.customers), dealers: split(signUps.dealers) },
  };
}

/** The admin console's home figures (issue 15). */
export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAdminHomeRepo(app.deps.db);
  app.get(
    endpoints.adminSummary,
    { onRequest: authenticate('admin'), schema: { response: { 200: ZAdminSummary } } },
    async () => readAdminSummary(repo, new Date()),
  );
};
