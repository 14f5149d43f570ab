import { useCallback, useState } from 'react';
import type { UpdateReviewRequest } from '../../../../shared/review.schema';
import { useUpdateReview } from '../api/update-review';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
type Field = keyof UpdateReviewRequest;

function without(change: UpdateReviewRequest, fields: Field[]): UpdateReviewRequest {
  const rest = { ...change };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * Saves each change of score, notes or status at once and says where things stand: saving while
 * any change is on its way, failed while any field's last change did not reach the server (retry
 * sends those again), saved otherwise.
 */
export function useReviewSaver(candidateId: string) {
  const { mutateAsync } = useUpdateReview(candidateId);
  const [inFlight, setInFlight] = useState(0);
  const [failed, setFailed] = useState<UpdateReviewRequest>({});
  const [savedOnce, setSavedOnce] = useState(false);

  const save = useCallback(
    (change: UpdateReviewRequest) => {
      const fields = Object.keys(change) as Field[];
      setInFlight((count) => count + 1);
      mutateAsync(change)
        .then(() => {
          setFailed((previous) => without(previous, fields));
          setSavedOnce(true);
        })
        .catch(() => setFailed((previous) => ({ ...previous, ...change })))
        .finally(() => setInFlight((count) => count - 1));
    },
    [mutateAsync],
  );

  const hasFailed = Object.keys(failed).length > 0;
  const state: SaveState =
    inFlight > 0 ? 'saving' : hasFailed ? 'failed' : savedOnce ? 'saved' : 'idle';
  const retry = useCallback(() => save(failed), [failed, save]);

  return { save, state, retry };
}
