import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkInvitePreviewResponseSchema,
  BulkInviteResponseSchema,
  type BulkInvitePreviewRequest,
  type BulkInviteRequest,
} from '../../../../shared/inviting.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** What each line of the list would meet: no name, a bad address, twice, already invited. */
export function usePreviewBulkInvites() {
  return useMutation({
    mutationFn: async (request: BulkInvitePreviewRequest) =>
      (
        await apiRequest(adminApiPaths.adminInvitesBulkPreview(), {
          method: 'POST',
          body: request,
          schema: BulkInvitePreviewResponseSchema,
        })
      ).data.lines,
  });
}

/** Invites everyone of the (clean) list at once, or nobody. */
export function useCreateBulkInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkInviteRequest) =>
      apiRequest(adminApiPaths.adminInvitesBulk(), {
        method: 'POST',
        body: request,
        schema: BulkInviteResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
