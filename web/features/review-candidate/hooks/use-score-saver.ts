import { useRef, useState } from 'react';
import type { CandidateScores, PutScoreRequest } from '../../../../shared/scores.schema';
import { useSaveMyScore } from '../api/my-score';

/** A change of one's own score: a new one, or null to take it back. */
type ScoreChange = PutScoreRequest | null;

/**
 * Saves the member's own score one request at a time, showing the latest choice at once. The
 * arrow keys choose on every press, so 1 → 5 is four choices in a second: each waits for the one
 * before, and only the newest waiting one is sent, so the last choice is the one that stays.
 */
export function useScoreSaver(candidateId: string, mine: CandidateScores['mine']) {
  const save = useSaveMyScore(candidateId);
  // What is shown while saves are on their way; undefined when the server's copy is shown.
  const [pending, setPending] = useState<ScoreChange | undefined>(undefined);
  const sending = useRef(false);
  const waiting = useRef<ScoreChange | undefined>(undefined);

  const send = (change: ScoreChange) => {
    if (sending.current) {
      waiting.current = change;
      return;
    }
    sending.current = true;
    // A failed save says so in a toast (the mutation's own); the server's copy is shown again.
    void save
      .mutateAsync(change)
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
        const next = waiting.current;
        waiting.current = undefined;
        if (next !== undefined) send(next);
        else setPending(undefined);
      });
  };
  const change = (next: ScoreChange) => {
    setPending(next);
    send(next);
  };

  const shown = pending === undefined ? mine : pending;
  return {
    score: shown?.score ?? null,
    questionScores: shown?.questionScores ?? [],
    change,
  };
}
