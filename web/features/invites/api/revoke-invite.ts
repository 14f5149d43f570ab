import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InviteResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
type InviteResponse = z.infer<typeof InviteResponseSchema>;

export function revokeInvite(code: string): Promise<InviteResponse> {
  return apiRequest(adminApiPaths.adminInviteRevoke(code), {
    method: 'POST',
    schema: InviteResponseSchema,
  });
}

/** Revokes at once: the candidate-facing page then says so. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
