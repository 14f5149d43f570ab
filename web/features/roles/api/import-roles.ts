import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleImportResponseSchema } from '../../../../shared/roles.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
export const NOT_JSON_TEXT = 'This file is not a roles file: it is not JSON.';

/**
 * Sends an export file as it is: the server checks it against the shared schema and says what
 * is wrong, so the browser only makes sure it is JSON at all.
 */
export async function importRoles(file: File) {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ApiError(NOT_JSON_TEXT, 0);
  }
  return apiRequest(adminApiPaths.adminRolesImport(), {
    method: 'POST',
    body,
    schema: RoleImportResponseSchema,
  });
}

export function useImportRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoles,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
