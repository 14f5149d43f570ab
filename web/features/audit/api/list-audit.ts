import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditListResponseSchema } from '../../../../shared/audit.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `search`: the page and page size, as the URL holds them. */
async function listAudit(search: string, signal?: AbortSignal) {
  const body = await apiRequest(`/api/admin/audit${search ? `?${search}` : ''}`, {
    signal,
    schema: AuditListResponseSchema,
  });
  return body.data;
}

export function useAuditLog(search: string) {
  return useQuery({
    queryKey: queryKeys.audit(search),
    queryFn: ({ signal }) => listAudit(search, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
