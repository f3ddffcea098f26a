import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { employees as employeesRoute } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../../lib/api-client.ts';
import { pathOf } from '../../../../lib/call-endpoint.ts';
import { useListPages } from '../../../../lib/use-list-pages.ts';

/**
 * The dealer's id is in the key although the endpoint reads the caller from the token: another
 * dealer signing in on the same tab must not see these.
 */
export function employeesQueryKey(dealerId: number) {
  return ['dealer-settings', 'employees', dealerId] as const;
}

/**
 * GET /v3/api/employees/: one page of the dealer's employees, oldest first; the first page
 * without `path`, a next one from the path the previous page named.
 */
export function getEmployees(path?: string): Promise<ListPage<EmployeeEntry>> {
  return apiFetchPage<EmployeeEntry>(path ?? pathOf(employeesRoute), { auth: true });
}

export function useEmployees(dealerId: number) {
  return useListPages(employeesQueryKey(dealerId), getEmployees);
}
