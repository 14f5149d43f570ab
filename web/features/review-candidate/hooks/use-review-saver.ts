import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CandidateDetail, Review, ReviewStatus } from '../../../../shared/review.schema';
import { queryKeys } from '../../../lib/query-keys';
import { isStale, useUpdateReview } from '../api/update-review';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** A change of the decision as the card makes it: one field at a time. */
export interface DecisionChange {
  notes?: string;
  status?: ReviewStatus;
}
type Field = keyof DecisionChange;

/** The decision a change was based on: its version and what the reviewer saw of it. */
export type DecisionBase = Pick<Review, 'version' | 'notes' | 'status'>;

/** Someone else changed the same field first: theirs is saved, the reviewer's is kept here. */
export interface DecisionConflict {
  field: Field;
  mine: DecisionChange;
  theirs: Review;
}

function without(change: DecisionChange, fields: Field[]): DecisionChange {
  const rest = { ...change };
  for (const field of fields) delete rest[field];
  return rest;
}

const baseOf = (review: Review): DecisionBase => ({
  version: review.version,
  notes: review.notes,
  status: review.status,
});

/** The fields a change names, as the server last saved them: what a refused change leaves. */
function savedFields(base: DecisionBase, fields: Field[]): Partial<Review> {
  const saved: Partial<Review> = {};
  for (const field of fields) saved[field] = base[field] as never;
  return saved;
}

/**
 * Saves each change of notes or status, one after the other, each based on the version the card
 * last took in (`base`). The page shows every change at once, over the server's last answer,
 * until its own answer comes: a newer choice made while an older one is on its way is what stays
 * shown, and a refused change puts back what the server holds. A change refused as stale (409) is looked at against the newer decision:
 * when the other reviewer changed another field only, it is sent again on top of theirs; when they
 * changed the same field, the card gets a conflict with both (nothing of either is lost).
 * The state: saving while any change is on its way, failed while a change did not reach the
 * server (retry sends those again), saved otherwise.
 */
export function useReviewSaver(
  candidateId: string,
  review: Review,
  /** Lets the card put the reviewer's latest text into a conflict (and show theirs). */
  onConflict: (conflict: DecisionConflict) => DecisionConflict,
) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdateReview(candidateId);
  const base = useRef<DecisionBase>(baseOf(review));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inFlightCount = useRef(0);
  const [inFlight, setInFlight] = useState(0);
  const [failed, setFailed] = useState<DecisionChange>({});
  const [savedOnce, setSavedOnce] = useState(false);
  const [conflict, setConflict] = useState<DecisionConflict | null>(null);
  const keepMine = useRef(onConflict);
  useEffect(() => {
    keepMine.current = onConflict;
  });
  // The changes not answered yet, oldest first.
  const pending = useRef<DecisionChange[]>([]);

  /** Shows `fields` (an answer, or what to put back) with every unanswered change over them. */
  const show = useCallback(
    (fields: Partial<Review>) => {
      const unanswered = Object.assign({}, ...pending.current) as DecisionChange;
      queryClient.setQueryData<CandidateDetail>(
        queryKeys.candidate.detail(candidateId),
        (detail) =>
          detail ? { ...detail, review: { ...detail.review, ...fields, ...unanswered } } : detail,
      );
    },
    [candidateId, queryClient],
  );
  const answered = (change: DecisionChange) => {
    pending.current = pending.current.filter((other) => other !== change);
  };

  const newest = useCallback(async (): Promise<Review | null> => {
    const key = queryKeys.candidate.detail(candidateId);
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    return queryClient.getQueryData<CandidateDetail>(key)?.review ?? null;
  }, [candidateId, queryClient]);

  const send = useCallback(
    async (change: DecisionChange): Promise<void> => {
      const fields = Object.keys(change) as Field[];
      // A second try only after a stale answer where the other reviewer changed other fields.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          // After a stale answer the newer decision was read in: this change goes over it again.
          if (attempt > 0) show({});
          const saved = await mutateAsync({ ...change, baseVersion: base.current.version });
          base.current = baseOf(saved);
          answered(change);
          show(saved);
          setFailed((previous) => without(previous, fields));
          setSavedOnce(true);
          return;
        } catch (error) {
          if (!isStale(error)) {
            answered(change);
            show(savedFields(base.current, fields));
            setFailed((previous) => ({ ...previous, ...change }));
            return;
          }
          const theirs = await newest();
          if (!theirs) {
            answered(change);
            show({});
            return;
          }
          const clashes = fields.filter((field) => theirs[field] !== base.current[field]);
          base.current = baseOf(theirs);
          if (clashes.length > 0 || attempt > 0) {
            answered(change);
            show({});
            const found = { field: clashes[0] ?? fields[0] ?? 'notes', mine: change, theirs };
            setConflict(keepMine.current(found));
            return;
          }
        }
      }
    },
    [mutateAsync, newest, show],
  );

  const save = useCallback(
    (change: DecisionChange) => {
      inFlightCount.current += 1;
      setInFlight((count) => count + 1);
      setConflict(null);
      pending.current = [...pending.current, change];
      show({});
      // A read of the candidate on its way would draw the older decision over this one.
      void queryClient
        .cancelQueries({ queryKey: queryKeys.candidate.detail(candidateId) })
        .then(() => show({}));
      queue.current = queue.current
        .then(() => send(change))
        .finally(() => {
          answered(change);
          inFlightCount.current -= 1;
          setInFlight((count) => count - 1);
        });
    },
    [send, show, candidateId, queryClient],
  );

  /**
   * Takes in a newer decision that arrived from elsewhere (another reviewer's, by polling) as
   * the base of the next change; the card calls this only when nothing it shows is unsaved.
   */
  const adopt = useCallback((next: Review): boolean => {
    if (inFlightCount.current > 0 || next.version <= base.current.version) return false;
    base.current = baseOf(next);
    return true;
  }, []);

  const hasFailed = Object.keys(failed).length > 0;
  const state: SaveState =
    inFlight > 0 ? 'saving' : hasFailed ? 'failed' : savedOnce ? 'saved' : 'idle';
  const retry = useCallback(() => save(failed), [failed, save]);
  const dismissConflict = useCallback(() => setConflict(null), []);

  return { save, state, retry, conflict, dismissConflict, adopt, base };
}
