import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateInviteResponseSchema,
  type CreateInviteRequest,
  type CreateInviteResponse,
} from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

export interface CreateInviteInput {
  request: CreateInviteRequest;
  /** The invite panel's passkey; without it the reviewer's session cookie is the access. */
  passkey?: string;
}

export function createInvite({
  request,
  passkey,
}: CreateInviteInput): Promise<CreateInviteResponse> {
  return apiRequest(apiPaths.createInvite(), {
    method: 'POST',
    token: passkey,
    body: request,
    schema: CreateInviteResponseSchema,
  });
}

/** One new invite, from either screen; the invites list shows it when it is read next. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
