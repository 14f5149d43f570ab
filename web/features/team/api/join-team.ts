import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JoinRequest } from '../../../../shared/members.schema';
import { AdminSessionResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { setSignedIn } from '../../../lib/admin-session';

type JoinResponse = z.infer<typeof AdminSessionResponseSchema>;

export function joinTeam(token: string, request: JoinRequest): Promise<JoinResponse> {
  return apiRequest(apiPaths.teamJoin(token), {
    method: 'POST',
    body: request,
    schema: AdminSessionResponseSchema,
  });
}

/** Joins with the invite: the new member is signed in at once. */
export function useJoinTeam(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JoinRequest) => joinTeam(token, request),
    onSuccess: (response) => setSignedIn(queryClient, response.data),
  });
}
