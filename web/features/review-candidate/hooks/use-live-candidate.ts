import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useCandidateActivity } from '../api/get-activity';

/**
 * Another reviewer's change appears without a reload: when the candidate's activity stamp
 * differs from the one seen before, every query of this candidate (detail, comments, scores,
 * history) is fetched again. Text being typed is not in those queries: the fields keep it.
 */
export function useLiveCandidate(candidateId: string): void {
  const queryClient = useQueryClient();
  const { data } = useCandidateActivity(candidateId);
  const seen = useRef<string | null>(null);
  const stamp = data ? JSON.stringify(data) : null;

  useEffect(() => {
    if (stamp === null) return;
    const before = seen.current;
    seen.current = stamp;
    if (before === null || before === stamp) return;
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        !queryKeys.candidate.isActivity(queryKey) && queryKey.includes(candidateId),
    });
  }, [stamp, candidateId, queryClient]);
}
