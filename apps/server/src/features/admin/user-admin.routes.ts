import type { FastifyInstance } from 'fastify';
import { adminUserEndpoints } from '@kt/contract/admin/users.endpoints';
import type { AdminUserDetail, AdminUserEntry, AdminUserOrder } from '@kt/contract/admin/users';
import { documentStatuses } from '@kt/contract/dealer-settings/documents';
import { orderStatuses } from '@kt/contract/orders/order-statuses';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { AdminUserRow } from './admin.repo.ts';
import type { UserAdminService } from './user-admin.service.ts';

/** An account as the admin lists it (the spec's field names at the boundary). */
function adminUserEntry(row: AdminUserRow): AdminUserEntry {
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

/** Issue 15: an admin finds customers, dealers and employees, sees one account with its orders, and switches it off or on. */
export function userAdminHandlers(app: FastifyInstance, users: UserAdminService) {
  handle(app, adminUserEndpoints.adminUsers, async (request, reply) => {
    const { q, category } = request.query;
    const rows = await privateTimeIdPage(request, reply, (page) => users.search({ q: q || undefined, category }, page));
    return rows.map(adminUserEntry);
  });

  handle(app, adminUserEndpoints.adminUser, async (request): Promise<AdminUserDetail> => {
    const found = await users.detail(request.params.id);
    return {
      ...adminUserEntry(found.user),
      dealer:
        'dealer' in found && found.dealer
          ? { areas: found.dealer.areas, documents_status: toDocumentStatus(found.dealer.documentsStatus), documents_reason: found.dealer.documentsReason, no_shows: found.dealer.noShows, upheld_disputes: found.dealer.upheldDisputes }
          : null,
      customer: 'customer' in found && found.customer ? { addresses: found.customer.addresses } : null,
      employer: 'employer' in found && found.employer ? { id: found.employer.id, KT_ID: found.employer.ktId, username: found.employer.username } : null,
    };
  });

  handle(app, adminUserEndpoints.adminUserOrders, async (request, reply) => {
    const { side, read } = await users.ordersOf(request.params.id);
    const rows = await privateTimeIdPage(request, reply, read);
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
  });

  handle(app, adminUserEndpoints.adminUserActivation, async (request) =>
    adminUserEntry(await users.setActive(currentUser(request).userId, request.params.id, request.body.is_active)),
  );
}
