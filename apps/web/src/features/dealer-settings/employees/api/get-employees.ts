import { useQuery } from '@tanstack/react-query';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../../lib/api-client.ts';

/**
 * The dealer's id is in the key although the endpoint reads the caller from the token: another
 * dealer signing in on the same tab must not see these.
 */
export function employeesQueryKey(dealerId: number) {
  return ['dealer-settings', 'employees', dealerId] as const;
}

/** GET /v3/api/employees/: the dealer's employees, oldest first. */
export function getEmployees(): Promise<EmployeeEntry[]> {
  return apiFetch<EmployeeEntry[]>(endpoints.employees, { auth: true });
}

export function useEmployees(dealerId: number) {
  return useQuery({ queryKey: employeesQueryKey(dealerId), queryFn: getEmployees });
}
