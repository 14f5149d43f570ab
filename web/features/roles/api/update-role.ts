import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RoleChangeResponseSchema,
  type RoleChangeResponse,
  type RoleInput,
} from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** Saves a new version of the role when anything changed; invites made before keep theirs. */
export function updateRole(id: string, input: RoleInput): Promise<RoleChangeResponse> {
  return apiRequest(adminApiPaths.adminRole(id), {
    method: 'PUT',
    body: input,
    schema: RoleChangeResponseSchema,
  });
}

export function useUpdateRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleInput) => updateRole(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.roles.detail(id), response.data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
