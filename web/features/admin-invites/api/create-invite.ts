import { useMutation } from '@tanstack/react-query';
import {
  CreateInviteResponseSchema,
  type CreateInviteResponse,
  type ExtraTime,
} from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface CreateInviteInput {
  passkey: string;
  identifyCode: string;
  /** Optional: whom the link is for, shown in the workspace's invites list. */
  label?: string;
  /** An accommodation for this candidate; none when null. */
  extraTime: ExtraTime | null;
}

export function createInvite({
  passkey,
  identifyCode,
  label,
  extraTime,
}: CreateInviteInput): Promise<CreateInviteResponse> {
  return apiRequest(apiPaths.createInvite(), {
    method: 'POST',
    token: passkey,
    body: { identifyCode, ...(label ? { label } : {}), ...(extraTime ? { extraTime } : {}) },
    schema: CreateInviteResponseSchema,
  });
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite });
}
