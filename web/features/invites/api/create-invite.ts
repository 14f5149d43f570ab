import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateInviteResponseSchema,
  type CreateInviteRequest,
  type CreateInviteResponse,
} from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { INVITES_KEY } from './list-invites';

/** With the reviewer's session cookie: no passkey needed. */
export function createInvite(request: CreateInviteRequest): Promise<CreateInviteResponse> {
  return apiRequest(apiPaths.createInvite(), {
    method: 'POST',
    body: request,
    schema: CreateInviteResponseSchema,
  });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVITES_KEY] }),
  });
}
