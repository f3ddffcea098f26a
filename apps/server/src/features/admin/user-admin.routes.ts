import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminUserDetail,
  ZAdminUserList,
  ZAdminUserOrderList,
  ZUserSearchQuery,
  type AdminUserDetail,
  type AdminUserEntry,
  type AdminUserOrder,
} from '@kt/contract/admin/users';
import { documentStatuses } from '@kt/contract/dealer-settings/documents';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { orderStatuses } from '@kt/contract/orders/order-statuses';
import { ZPageQuery } from '@kt/contract/paging';
import { authenticate } from '../../platform/auth/guard.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { createUserAdminRepo } from './user-admin.repo.ts';

const ZIdParams = z.object({ id: ZId });

type EntryRow = {
  id: number;
  ktId: string;
  username: string;
  email: string;
  mobileNumber: string;
  accountCategory: string;
  accountType: string;
  isActive: boolean;
  isVerified: boolean;
  createdAt: Date;
};

/** An account as the admin lists it (the spec's field names at the boundary). */
export function adminUserEntry(row: EntryRow): AdminUserEntry {
  return {
    id: row.id,
    KT_ID: row.ktId,
    username: row.username,
    email: row.email,
    mobile_number: row.mobileNumber,
    // The table's check constraint holds the category to these values.
    account_category: row.accountCategory as AdminUserEntry['account_category'],
    account_type: row.accountType,
    is_active: row.isActive,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}

const toDocumentStatus = (value: string) => documentStatuses.find((status) => status === value) ?? 'Not uploaded';
const toOrderStatus = (value: string) => orderStatuses.find((status) => status === value) ?? 'New';

/** Issue 15: an admin finds customers, dealers and employees, and sees one account with its orders. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createUserAdminRepo(app.deps.db);
  const adminOnly = authenticate('admin');

  app.get(
    adminEndpoints.adminUsers,
    { onRequest: adminOnly, schema: { querystring: ZUserSearchQuery, response: { 200: ZAdminUserList } } },
    async (request, reply) => {
      const { q, category } = request.query;
      const rows = await privateTimeIdPage(request, reply, (page) => repo.search({ q: q || undefined, category }, page));
      return rows.map(adminUserEntry);
    },
  );

  app.get(
    '/v3/admin/users/:id/',
    { onRequest: adminOnly, schema: { params: ZIdParams, response: { 200: ZAdminUserDetail } } },
    async (request, reply) => {
      const found = await repo.findDetail(request.params.id);
      if (!found) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
      reply.header('Cache-Control', 'private, no-store');
      const detail: AdminUserDetail = {
        ...adminUserEntry(found.user),
        dealer:
          'dealer' in found && found.dealer
            ? { areas: found.dealer.areas, documents_status: toDocumentStatus(found.dealer.documentsStatus), documents_reason: found.dealer.documentsReason }
            : null,
        customer: 'customer' in found && found.customer ? { addresses: found.customer.addresses } : null,
        employer: 'employer' in found && found.employer ? { id: found.employer.id, KT_ID: found.employer.ktId, username: found.employer.username } : null,
      };
      return detail;
    },
  );

  app.get(
    '/v3/admin/users/:id/orders/',
    { onRequest: adminOnly, schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZAdminUserOrderList } } },
    async (request, reply) => {
      const { id } = request.params;
      const category = await repo.findCategory(id);
      if (!category) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
      // Employees and admins take part in no order themselves: their list is empty.
      const side = category === 'customer' || category === 'dealer' ? category : null;
      const rows = await privateTimeIdPage(request, reply, (page) => (side ? repo.listOrders(side, id, page) : Promise.resolve([])));
      return rows.map(
        (row): AdminUserOrder => ({
          order_number: row.orderNumber,
          created_at: row.createdAt.toISOString(),
          status: toOrderStatus(row.status),
          role: side ?? 'customer',
          other_party: { id: row.other.id, KT_ID: row.other.ktId, username: row.other.username },
          pincode: row.pincode,
          pickup_date: row.pickupDate,
          total_items: row.totalItems,
          total_amount: row.totalAmount,
        }),
      );
    },
  );
};
