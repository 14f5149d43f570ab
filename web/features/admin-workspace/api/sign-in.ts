import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminSessionResponseSchema, type SignInRequest } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { setSignedIn } from '../../../lib/admin-session';
import { mutationKeys } from '../../../lib/query-keys';

type SignInResponse = z.infer<typeof AdminSessionResponseSchema>;

export function signIn(request: SignInRequest): Promise<SignInResponse> {
  return apiRequest(adminApiPaths.adminSession(), {
    method: 'POST',
    body: request,
    schema: AdminSessionResponseSchema,
  });
}

/** Exchanges the passkey for a session cookie; the workspace renders once it is stored. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.signIn,
    mutationFn: signIn,
    onSuccess: (response) => setSignedIn(queryClient, response.data),
  });
}
