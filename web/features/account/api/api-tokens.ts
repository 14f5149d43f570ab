import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiTokenCreatedResponseSchema,
  ApiTokenListResponseSchema,
} from '../../../../shared/api-tokens.schema';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens,
    queryFn: async () =>
      (await apiRequest(adminApiPaths.adminMeTokens(), { schema: ApiTokenListResponseSchema }))
        .data,
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
