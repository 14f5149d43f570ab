import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import {
  WebhookCreatedResponseSchema,
  WebhookListResponseSchema,
  type CreateWebhookRequest,
} from '../../../../shared/webhooks.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** The workspace's webhook endpoints, newest first (never their secrets). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhooks,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminWebhooks(), {
          signal,
          schema: WebhookListResponseSchema,
        })
      ).data,
    retry: false,
  });
}

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export function useAddWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookRequest) =>
      apiRequest(adminApiPaths.adminWebhooks(), {
        method: 'POST',
        body,
        schema: WebhookCreatedResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminWebhook(id), {
        method: 'DELETE',
        schema: StatusResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}
