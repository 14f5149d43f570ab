import { useQuery } from '@tanstack/react-query';
import { DueCandidatesResponseSchema } from '../../../../shared/privacy.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** The list's "to be deleted" window, as the `deletion=due` filter counts it. */
export const DUE_WITHIN_DAYS = 7;

/** Rows the list shows; the `deletion=due` filter pages the rest. */
export const DUE_LIMIT = 5;

/**
 * Who the retention job deletes in the next week (not held), the soonest `DUE_LIMIT`, and how many
 * in all (docs/privacy.md).
 */
export function useDueCandidates() {
  return useQuery({
    queryKey: queryKeys.privacyDue,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminPrivacyDue(DUE_WITHIN_DAYS, DUE_LIMIT), {
          signal,
          schema: DueCandidatesResponseSchema,
        })
      ).data,
    staleTime: 60_000,
    retry: false,
  });
}
