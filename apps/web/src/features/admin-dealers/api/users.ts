import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserEntry, AdminUserOrder, SearchableCategory } from '@kt/contract/admin/users';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

const usersRoot = ['admin', 'users'] as const;

export type UserSearch = { q: string; category: SearchableCategory | '' };

/** The search's query string: only what is set. */
export function userSearchPath({ q, category }: UserSearch): string {
  return pathOf(adminRoutes.adminUsers, {}, { q: q.trim() || undefined, category: category || undefined });
}

/** GET /v3/admin/users/?q=&category=: one page of the matching accounts, newest first. */
export function searchUsers(search: UserSearch, path?: string): Promise<ListPage<AdminUserEntry>> {
  return apiFetchPage<AdminUserEntry>(path ?? userSearchPath(search), { auth: true });
}

export function useUserSearch(search: UserSearch) {
  return useListPages([...usersRoot, 'search', search.q.trim(), search.category], (path) => searchUsers(search, path));
}

export function userKey(id: number) {
  return [...usersRoot, 'detail', id] as const;
}

/** GET /v3/admin/users/{id}/: the account and what its kind has. */
export function getUser(id: number): Promise<AdminUserDetail> {
  return callEndpoint(adminRoutes.adminUser, { params: { id }, auth: true });
}

export function useUser(id: number) {
  return useQuery({ queryKey: userKey(id), queryFn: () => getUser(id) });
}

/** GET /v3/admin/users/{id}/orders/: one page of the account's orders, newest first. */
export function getUserOrders(id: number, path?: string): Promise<ListPage<AdminUserOrder>> {
  return apiFetchPage<AdminUserOrder>(path ?? pathOf(adminRoutes.adminUserOrders, { id }), { auth: true });
}

export function useUserOrders(id: number) {
  return useListPages([...usersRoot, 'orders', id], (path) => getUserOrders(id, path));
}

/** PATCH /v3/admin/users/{id}/ { is_active }: the account switched off or on; answers its entry. */
export function setUserActive({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminUserEntry> {
  return callEndpoint(adminRoutes.adminUserActivation, { params: { id }, json: { is_active: isActive ? 'true' : 'false' }, auth: true });
}

/** The account's page shows the new state at once; the searches are read again when next shown. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (entry) => {
      queryClient.setQueryData<AdminUserDetail>(userKey(entry.id), (detail) => detail && { ...detail, ...entry });
    },
    onSettled: (_entry, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: userKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...usersRoot, 'search'] });
    },
  });
}
