import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/toasts';
import { forgetWorkspace } from '../../../lib/admin-session';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { useTexts } from '../../../i18n/texts';
import { frameTexts } from '../frame-texts';

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus === 401;
}

/**
 * Any workspace call answering 401 means the session ended (expired, or signed out elsewhere):
 * the workspace goes back to the sign-in card and says why.
 */
export function useSessionEndWatch(): void {
  const t = useTexts(frameTexts);
  const queryClient = useQueryClient();
  useEffect(() => {
    const endSession = () => {
      if (queryClient.getQueryData(queryKeys.adminSession) === null) return;
      forgetWorkspace(queryClient);
      showError(t('sessionEnded'));
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if ((event.query.queryKey as readonly unknown[])[0] === queryKeys.adminSession[0]) return;
      if (isUnauthorized(event.action.error)) endSession();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.options.mutationKey?.[0] === mutationKeys.signIn[0]) return;
      if (isUnauthorized(event.action.error)) endSession();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, t]);
}
