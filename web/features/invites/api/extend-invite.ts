import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InviteResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
type InviteResponse = z.infer<typeof InviteResponseSchema>;

export function extendInvite(code: string): Promise<InviteResponse> {
  return apiRequest(adminApiPaths.adminInviteExtend(code), {
    method: 'POST',
    schema: InviteResponseSchema,
  });
}

/** Moves the expiry 7 days later. */
export function useExtendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
