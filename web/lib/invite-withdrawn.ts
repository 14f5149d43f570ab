import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { INVITE_REFUSAL_CODES } from '../../shared/invite-texts';
import { ApiError, codedRefusals } from './api-client';
import { clearCandidateSession } from './candidate-storage';
import { paths } from './paths';
import { linkQueryKeys } from './link-query-keys';

/** Whether a call was refused because the team withdrew the candidate's invite (410). */
export function isInviteWithdrawn(error: unknown): boolean {
  return error instanceof ApiError && error.code === INVITE_REFUSAL_CODES.withdrawn;
}

/** Whether a tus answer's body is that refusal (tus-js-client hands over the raw body). */
export function isInviteWithdrawnBody(body: string | undefined): boolean {
  try {
    return (JSON.parse(body ?? '') as { code?: unknown }).code === INVITE_REFUSAL_CODES.withdrawn;
  } catch {
    return false;
  }
}

/** Tells the candidate's page that the invite was withdrawn (a refusal met outside `apiRequest`). */
export function reportInviteWithdrawn(): void {
  codedRefusals.dispatchEvent(
    new CustomEvent('refusal', { detail: INVITE_REFUSAL_CODES.withdrawn }),
  );
}

/**
 * On a candidate's page: once any call answers that the invite was withdrawn, the session is over
 * for good (the team cannot undo a revoke), so it is cleared and the invite's page says why and
 * what to do, instead of an error or a retry.
 */
export function useLeaveWhenInviteWithdrawn(inviteId: string): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onRefusal = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== INVITE_REFUSAL_CODES.withdrawn) return;
      clearCandidateSession();
      // The invite's view read at sign-up is stale now: its page asks again and meets the 410.
      queryClient.removeQueries({ queryKey: linkQueryKeys.invite(inviteId) });
      void navigate(paths.signup(inviteId), { replace: true });
    };
    codedRefusals.addEventListener('refusal', onRefusal);
    return () => codedRefusals.removeEventListener('refusal', onRefusal);
  }, [inviteId, navigate, queryClient]);
}
