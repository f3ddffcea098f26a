import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { employeeByMobile } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { employeesQueryKey } from './get-employees.ts';

export type NewEmployeeByMobile = {
  dealerId: number;
  username: string;
  /** +91 E.164, as the form's check gives it. */
  mobileNumber: string;
  aadharCard: File;
  profilePic: File | undefined;
};

/** POST /v3/api/registration/employee/mobile/ (multipart, as the e-mail variant): username, mobile_number, aadhar_card and the optional ProfilePic. */
export function addEmployeeByMobile({ username, mobileNumber, aadharCard, profilePic }: NewEmployeeByMobile): Promise<MsgResponse> {
  const body = new FormData();
  body.append('username', username);
  body.append('mobile_number', mobileNumber);
  body.append('aadhar_card', aadharCard);
  if (profilePic) body.append('ProfilePic', profilePic);
  return callEndpoint(employeeByMobile, { body, auth: true });
}

export function useAddEmployeeByMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployeeByMobile,
    onSuccess: (_answer, { dealerId }) => queryClient.invalidateQueries({ queryKey: employeesQueryKey(dealerId) }),
  });
}
