import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeFields } from '@kt/contract/accounts/employee';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { employeeRegistration } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { employeesQueryKey } from './get-employees.ts';

export type NewEmployee = { dealerId: number; fields: EmployeeFields; aadharCard: File; profilePic: File | undefined };

/** POST /v3/api/registration/employee/ (multipart, as the spec's client sends it): the fields, aadhar_card and the optional ProfilePic. */
export function addEmployee({ fields, aadharCard, profilePic }: NewEmployee): Promise<MsgResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('aadhar_card', aadharCard);
  if (profilePic) body.append('ProfilePic', profilePic);
  return callEndpoint(employeeRegistration, { body, auth: true });
}

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: (_answer, { dealerId }) => queryClient.invalidateQueries({ queryKey: employeesQueryKey(dealerId) }),
  });
}
