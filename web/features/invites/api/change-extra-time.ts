import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExtraTimeChangeRequest } from '../../../../shared/invites.schema';
import { InviteResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
type InviteResponse = z.infer<typeof InviteResponseSchema>;

export function changeExtraTime(
  input: ExtraTimeChangeRequest & { code: string },
): Promise<InviteResponse> {
  const body: ExtraTimeChangeRequest = { extraTime: input.extraTime };
  return apiRequest(adminApiPaths.adminInviteExtraTime(input.code), {
    method: 'PATCH',
    body,
    schema: InviteResponseSchema,
  });
}

/** Sets, changes or removes an invite's extra time. */
export function useChangeExtraTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeExtraTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
