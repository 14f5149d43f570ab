import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RoleChangeResponseSchema,
  type CreateRoleRequest,
  type RoleChangeResponse,
} from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
export function createRole(request: CreateRoleRequest): Promise<RoleChangeResponse> {
  return apiRequest(adminApiPaths.adminRoles(), {
    method: 'POST',
    body: request,
    schema: RoleChangeResponseSchema,
  });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.roles.detail(response.data.id), response.data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
}
