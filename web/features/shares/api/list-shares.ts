import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ShareListResponseSchema,
  ShareRevokedResponseSchema,
} from '../../../../shared/shares.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
import { pagePath, useCursorPages } from '../../../lib/use-cursor-pages';

/** The share links, newest first, a page at a time. */
export function useShares() {
  return useCursorPages(
    queryKeys.shares,
    async (cursor, signal) => {
      const page = await apiRequest(pagePath(adminApiPaths.adminShares(), cursor, 50), {
        signal,
        schema: ShareListResponseSchema,
      });
      return page.data;
    },
    { retry: false },
  );
}

/** Ends a share link at once: its next visitor is told it no longer works. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminShareRevoke(id), {
        method: 'POST',
        schema: ShareRevokedResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shares }),
  });
}
