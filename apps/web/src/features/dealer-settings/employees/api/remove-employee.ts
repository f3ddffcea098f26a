import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { employee as employeeRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { changeListItems, type ListPages } from '../../../../lib/use-list-pages.ts';
import { employeesQueryKey } from './get-employees.ts';

export type EmployeeRemoval = { dealerId: number; employeeId: number };

/** DELETE /v3/api/employees/{id}/: the employee's sign-ins end at once. */
export function removeEmployee({ employeeId }: EmployeeRemoval): Promise<MsgResponse> {
  return callEndpoint(employeeRoute, { params: { id: employeeId }, auth: true });
}

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: (_answer, { dealerId, employeeId }) => {
      queryClient.setQueryData<ListPages<EmployeeEntry>>(employeesQueryKey(dealerId), (pages) =>
        changeListItems(pages, (list) => list.filter((entry) => entry.id !== employeeId)),
      );
    },
    // A refusal (already removed elsewhere) refreshes the list too, so it shows what is true.
    onSettled: (_answer, _error, { dealerId }) => queryClient.invalidateQueries({ queryKey: employeesQueryKey(dealerId) }),
  });
}
