import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InviteListResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

const DELIVERY_POLL_MS = 3000;

/** `search`: the state filter and paging, as the URL holds them. */
export async function listInvites(search: string, signal?: AbortSignal) {
  const body = await apiRequest(adminApiPaths.adminInvites(search), {
    signal,
    schema: InviteListResponseSchema,
  });
  return body.data;
}

export function useInvites(search: string) {
  return useQuery({
    queryKey: queryKeys.invites.list(search),
    queryFn: ({ signal }) => listInvites(search, signal),
    placeholderData: keepPreviousData,
    retry: false,
    // While a mail on the page is on its way, its badge follows it (queued, then sent or failed).
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (invite) => invite.delivery?.status === 'queued' || invite.delivery?.status === 'sending',
      )
        ? DELIVERY_POLL_MS
        : false,
  });
}
