import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InviteResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
type InviteResponse = z.infer<typeof InviteResponseSchema>;

export function resendInvite(code: string): Promise<InviteResponse> {
  return apiRequest(adminApiPaths.adminInviteSend(code), {
    method: 'POST',
    schema: InviteResponseSchema,
  });
}

/** Queues the invite's mail again; its row then shows the new mail's state. */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
