import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminSessionResponseSchema, type SignInRequest } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { ADMIN_SESSION_KEY } from '../../../lib/admin-session';

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
    mutationKey: ['admin-sign-in'],
    mutationFn: signIn,
    onSuccess: (response) => queryClient.setQueryData(ADMIN_SESSION_KEY, response.data),
  });
}
