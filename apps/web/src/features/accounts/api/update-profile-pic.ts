import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Utype } from '@kt/contract/accounts/fields';
import { profilePicTypes, type Profile, type ZProfilePicResponse } from '@kt/contract/accounts/profile';
import { limits } from '@kt/contract/limits';
import { customerUpdateProfilePic, dealerUpdateProfilePic } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { profileQueryKey } from './profile.ts';

type ProfilePicResponse = z.infer<typeof ZProfilePicResponse>;

/** Checked in the browser before the upload: JPEG, PNG or WebP, at most limits.profilePicMaxBytes. */
export function isAcceptablePicture(file: File): boolean {
  return (profilePicTypes as readonly string[]).includes(file.type) && file.size > 0 && file.size <= limits.profilePicMaxBytes;
}

/** POST /v3/api/update-profilepic/{utype}/{id}/ (multipart ProfilePic). */
export function uploadProfilePic(utype: Utype, id: number, file: File): Promise<ProfilePicResponse> {
  const body = new FormData();
  body.append('ProfilePic', file);
  const route = utype === 'dealer' ? dealerUpdateProfilePic : customerUpdateProfilePic;
  return callEndpoint(route, { params: { id }, body, auth: true });
}

export function useUploadProfilePic(utype: Utype, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePic(utype, id, file),
    onSuccess: (answer) => {
      queryClient.setQueryData<Profile>(profileQueryKey(utype, id), (profile) =>
        profile ? { ...profile, ProfilePic: answer.ProfilePic } : profile,
      );
    },
  });
}
