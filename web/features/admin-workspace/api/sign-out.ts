import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { forgetWorkspace } from '../../../lib/admin-session';

export function signOut(): Promise<{ result: true; status: string }> {
  return apiRequest(adminApiPaths.adminSession(), {
    method: 'DELETE',
    schema: StatusResponseSchema,
  });
}

/** Ends the session on the server, then forgets everything the workspace had loaded. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetWorkspace(queryClient),
  });
}
