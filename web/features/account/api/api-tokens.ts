import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiTokenCreatedResponseSchema,
  ApiTokenListResponseSchema,
} from '../../../../shared/api-tokens.schema';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
import { pagePath, useCursorPages } from '../../../lib/use-cursor-pages';

/** The member's tokens, newest first, a page at a time (revoked ones stay listed). */
export function useApiTokens() {
  return useCursorPages(queryKeys.apiTokens, async (cursor, signal) => {
    const page = await apiRequest(pagePath(adminApiPaths.adminMeTokens(), cursor, 50), {
      signal,
      schema: ApiTokenListResponseSchema,
    });
    return { items: page.data, nextCursor: page.nextCursor };
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(adminApiPaths.adminMeTokens(), {
        method: 'POST',
        body: { name },
        schema: ApiTokenCreatedResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminMeToken(id), {
        method: 'DELETE',
        schema: StatusResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
