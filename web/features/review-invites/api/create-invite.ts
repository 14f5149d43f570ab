import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteRequest, CreateInviteResponse } from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { INVITES_KEY } from './list-invites';

/** With the reviewer's session cookie: no passkey needed. */
export function createInvite(request: CreateInviteRequest): Promise<CreateInviteResponse> {
  return apiRequest<CreateInviteResponse>(apiPaths.createInvite(), {
    method: 'POST',
    body: request,
  });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVITES_KEY] }),
  });
}
