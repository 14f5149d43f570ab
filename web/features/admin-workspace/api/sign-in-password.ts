import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PasswordSignInRequest } from '../../../../shared/members.schema';
import { AdminSessionResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { ADMIN_SESSION_KEY } from '../../../lib/admin-session';

type SignInResponse = z.infer<typeof AdminSessionResponseSchema>;

function signInWithPassword(request: PasswordSignInRequest): Promise<SignInResponse> {
  return apiRequest(adminApiPaths.adminPasswordSession(), {
    method: 'POST',
    body: request,
    schema: AdminSessionResponseSchema,
  });
}

/** A member's email and password exchanged for a session cookie. */
export function usePasswordSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin-sign-in-password'],
    mutationFn: signInWithPassword,
    onSuccess: (response) => queryClient.setQueryData(ADMIN_SESSION_KEY, response.data),
  });
}
