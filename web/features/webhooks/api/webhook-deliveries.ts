import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { WebhookDeliveriesResponseSchema } from '../../../../shared/webhooks.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One page of an endpoint's delivery log, newest first. While a delivery waits for an attempt the
 * log is read again every few seconds, so a test event's answer shows up by itself.
 */
export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveriesPage(id, page),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminWebhookDeliveries(id, page), {
          signal,
          schema: WebhookDeliveriesResponseSchema,
        })
      ).data,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending' || item.status === 'sending')
        ? 2000
        : false,
  });
}

/** Queues a `webhook.test` event to this endpoint alone. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminWebhookTest(id), {
        method: 'POST',
        schema: StatusResponseSchema,
      }),
    onSuccess: (_response, id) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(id) }),
  });
}
