import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PasswordSignInRequest } from '../../../../shared/members.schema';
import { AdminSessionResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { setSignedIn } from '../../../lib/admin-session';
import { mutationKeys } from '../../../lib/query-keys';

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
    mutationKey: mutationKeys.signInWithPassword,
    mutationFn: signInWithPassword,
    onSuccess: (response) => setSignedIn(queryClient, response.data),
  });
}
