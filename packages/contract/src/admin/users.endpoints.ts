import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { ZPageQuery } from '../paging.ts';
import { ZAuditList } from './audit.ts';
import { ZAdminUserDetail, ZAdminUserEntry, ZAdminUserList, ZAdminUserOrderList, ZUserActivation, ZUserSearchQuery } from './users.ts';

const ZIdParams = z.object({ id: ZId });

/** Issue 15: the admin finds accounts, sees one with its orders, switches it off or on; the audit log. */
export const adminUserEndpoints = {
  adminUsers: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/users/',
    access: ['admin'],
    query: ZUserSearchQuery,
    response: ZAdminUserList,
    summary: 'One page of the customers, dealers and employees matching a search, newest first.',
  }),
  adminUser: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/users/:id/',
    access: ['admin'],
    params: ZIdParams,
    response: ZAdminUserDetail,
    summary: "An account with what its kind has: a dealer's areas and documents, a customer's addresses, an employee's dealer.",
  }),
  adminUserActivation: defineEndpoint({
    method: 'PATCH',
    path: '/v3/admin/users/:id/',
    access: ['admin'],
    params: ZIdParams,
    body: ZUserActivation,
    response: ZAdminUserEntry,
    summary: 'Switches an account off or on; the owner is told by e-mail.',
  }),
  adminUserOrders: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/users/:id/orders/',
    access: ['admin'],
    params: ZIdParams,
    query: ZPageQuery,
    response: ZAdminUserOrderList,
    summary: "One page of a customer's placed or a dealer's received orders, newest first.",
  }),
  adminAudit: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/audit/',
    access: ['admin'],
    query: ZPageQuery,
    response: ZAuditList,
    summary: 'One page of the admin actions, newest first.',
  }),
};
