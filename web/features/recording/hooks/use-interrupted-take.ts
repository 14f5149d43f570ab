import { useEffect, useState } from 'react';
import type { ErrorCode } from '../../../../shared/error-codes';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';

/**
 * How long a take cut short must hold still before it is offered: a take still being recorded in
 * another tab sends a piece every second or so, and is left alone (docs/recordings.md).
 */
const QUIET_BEFORE_OFFER_MS = 3000;

/** How many times it is looked at before a take still growing is taken to be recorded elsewhere. */
const QUIET_LOOKS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusals that mean the saved part of a take changed meanwhile (recorded on, or gone). */
export const isSavedPartChanged = (code: ErrorCode | undefined) =>
  code === 'not-interrupted' || code === 'still-arriving' || code === 'nothing-saved';

/**
 * A take cut short: what the server holds, asked twice a few seconds apart. The same bytes twice
 * are offered; bytes still growing are a take being recorded elsewhere, and are left alone.
 */
async function findInterrupted(
  ask: () => Promise<InterruptedRecording | null>,
  signal: AbortSignal,
): Promise<InterruptedRecording | null> {
  let seen = await ask().catch(() => null);
  // The page just reloaded may still be sending its last pieces: a few looks, then left alone.
  for (let look = 0; seen && look < QUIET_LOOKS; look += 1) {
    await pause(QUIET_BEFORE_OFFER_MS);
    // Each ask has the server probe the saved part: none once the look is called off.
    if (signal.aborted) return null;
    const now = await ask().catch(() => null);
    if (now?.uploadId === seen.uploadId && now.savedBytes === seen.savedBytes) return now;
    seen = now;
  }
  return null;
}

/**
 * The take of one answer (the video introduction, or a question's) cut short, as `ask` reads it
 * from the server: looked for when the recorder opens (`lookFirst`, after a reload) and whenever
 * `lookAgain` is called (the camera stopped, a submission was refused). A new look replaces the
 * one under way; unmounting or `forget` calls it off (no more asks), so a look still waiting for
 * the saved part to hold still cannot bring back a take the candidate has moved past (Restart
 * Camera, Record again).
 * `ask` must keep its identity between renders (useCallback).
 */
export function useInterruptedTake(
  ask: () => Promise<InterruptedRecording | null>,
  lookFirst: boolean,
) {
  const [interrupted, setInterrupted] = useState<InterruptedRecording | null>(null);
  /** Whether the page is still finding out if a take was cut short (after a reload). */
  const [checking, setChecking] = useState(lookFirst);
  /** The look under way: a new object is a new look; null: none. */
  const [look, setLook] = useState<object | null>(() => (lookFirst ? {} : null));

  useEffect(() => {
    if (!look) return;
    const called = new AbortController();
    void findInterrupted(ask, called.signal).then((found) => {
      if (called.signal.aborted) return;
      setInterrupted(found);
      setChecking(false);
    });
    return () => called.abort();
  }, [look, ask]);

  return {
    interrupted,
    checking,
    /**
     * Looks again. `hold` puts the page on the checking state meanwhile (a refused submission:
     * the choice is gone, and a take started during the look would be replaced by the offer);
     * without it the page stays as it is (the stopped recorder, with the offer to come above it).
     */
    lookAgain: (options: { hold?: boolean } = {}) => {
      if (options.hold) setChecking(true);
      setLook({});
    },
    forget: () => {
      setLook(null);
      setInterrupted(null);
      setChecking(false);
    },
  };
}
