import { useMutation } from '@tanstack/react-query';
import type { CreateInviteResponse } from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface CreateInviteInput {
  passkey: string;
  identifyCode: string;
}

export function createInvite({
  passkey,
  identifyCode,
}: CreateInviteInput): Promise<CreateInviteResponse> {
  return apiRequest<CreateInviteResponse>(apiPaths.createInvite(), {
    method: 'POST',
    token: passkey,
    body: { identifyCode },
  });
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite });
}
