import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TEXTS } from '../../../../shared/texts';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/toasts';
import { ADMIN_SESSION_KEY } from '../../../lib/admin-session';

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus === 401;
}

/**
 * Any workspace call answering 401 means the session ended (expired, or signed out elsewhere):
 * the workspace goes back to the sign-in card and says why.
 */
export function useSessionEndWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const endSession = () => {
      if (queryClient.getQueryData(ADMIN_SESSION_KEY) === null) return;
      queryClient.setQueryData(ADMIN_SESSION_KEY, null);
      showError(TEXTS.workspace.sessionEnded);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if ((event.query.queryKey as readonly unknown[])[0] === ADMIN_SESSION_KEY[0]) return;
      if (isUnauthorized(event.action.error)) endSession();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.options.mutationKey?.[0] === 'admin-sign-in') return;
      if (isUnauthorized(event.action.error)) endSession();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
